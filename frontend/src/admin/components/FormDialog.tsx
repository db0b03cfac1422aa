/** A dialog holding a react-final-form form, with Cancel and a submit button that spins while saving. */
import { Button, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useAdminTranslation } from '../i18n/adminI18n';
import type { FormErrors } from '../lib/forms';
import { localizedErrors } from '../lib/validation';

interface Props<T> {
  title: string;
  /** form element id, so the footer's submit button can target it */
  id: string;
  initialValues: Partial<T>;
  validate: (values: T) => FormErrors;
  onSubmit: (values: T) => Promise<unknown> | void;
  onClose: () => void;
  submitLabel: string;
  children: ReactNode;
}

/**
 * Mounted while open, starting from `initialValues`; errors show per field once touched (submit
 * touches all), in the staff user's language (`validate` gives the shared schemas' English messages).
 */
export function FormDialog<T>({ title, id, initialValues, validate, onSubmit, onClose, submitLabel, children }: Props<T>) {
  // taken once: a fresh object on each render would otherwise reset the form
  const [initial] = useState(initialValues);
  const { t } = useAdminTranslation();
  return (
    <Form<T> onSubmit={(values) => onSubmit(values) as Promise<undefined>} validate={(values) => localizedErrors(t, validate(values))} initialValues={initial}>
      {({ handleSubmit, submitting }) => (
        <Modal
          open
          title={title}
          onCancel={submitting ? undefined : onClose}
          mask={{ closable: !submitting }}
          width={620}
          centered
          className="admin-dialog"
          footer={[
            <Button key="cancel" onClick={onClose} disabled={submitting}>
              {t('common.cancel')}
            </Button>,
            <Button key="submit" type="primary" htmlType="submit" form={id} loading={submitting}>
              {submitLabel}
            </Button>,
          ]}
        >
          <form id={id} onSubmit={handleSubmit} noValidate className="admin-form">
            {children}
          </form>
        </Modal>
      )}
    </Form>
  );
}
