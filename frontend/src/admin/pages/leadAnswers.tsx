/**
 * The rows of a lead's step-1 answers on the lead page, group by group (customerFieldsIn: a new
 * field shows in its card without being named here): the contact card's, the project card's and the
 * source card's. The name is the page's heading; the e-mail and the phone are links.
 */
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { type CustomerFieldGroup, type CustomerFieldKey, customerFieldsIn, type LeadDetail } from '@cabinetry/shared/contracts';
import type { ReactNode } from 'react';
import type { LeadWording } from '../lib/leads';

/** The fields the page's heading shows. */
const HEADING: readonly CustomerFieldKey[] = ['firstName', 'lastName'];

/** Answers shown as links (to write or call), read left to right. */
const LINKS: Partial<Record<CustomerFieldKey, (value: string) => ReactNode>> = {
  email: (value) => <a href={`mailto:${value}`}><MailOutlined aria-hidden /> <bdi dir="ltr">{value}</bdi></a>,
  phone: (value) => <a href={`tel:${value}`}><PhoneOutlined aria-hidden /> <bdi dir="ltr">{value}</bdi></a>,
};

/** antd Descriptions items of the answers of `group` ('—' for one not given). */
export function answerItems(group: CustomerFieldGroup, info: LeadDetail['customerInfo'], words: LeadWording): { key: string; label: string; children: ReactNode }[] {
  return customerFieldsIn(group)
    .filter((field) => !HEADING.includes(field.key))
    .map((field) => {
      const value = info[field.key];
      const link = value ? LINKS[field.key] : undefined;
      return { key: field.key, label: words.label(field.key), children: link ? link(value) : words.answer(field.key, value) };
    });
}
