/**
 * Asks for a resume link (issue 24; docs/product.md §2 'Continue on another device'), or with
 * `request` another e-mailed link (the erasure confirmation link): the e-mail address (the step-1 one
 * when known) and 'Send me a link'. Shows the one answer, which is the same whether or not the
 * address belongs to a project, or why it could not be sent.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useRefusalText } from '../i18n/refusal';
import { requestResumeLink } from '../api/onboarding';
import { Button } from '../ui/Button';
import { FormField } from '../components/FormField';
import './link-request.css';

export interface ResumeLinkFormProps {
  /** the address to offer (the step-1 e-mail), editable */
  email?: string;
  /** the button's text (default: the catalogue's 'Send me a link') */
  submitText?: string;
  /** what asks for the link (default: requestResumeLink) */
  request?: (email: string) => Promise<unknown>;
  /** the answer shown once asked, in the page's language (default: the resume link's, never the server's English) */
  sentText?: string;
  /** the input's id (unique on the page) */
  inputId?: string;
}

export function ResumeLinkForm({ email: initial = '', submitText, request = requestResumeLink, sentText, inputId = 'resume-email' }: ResumeLinkFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initial);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; error: boolean } | null>(null);
  const refusalText = useRefusalText();

  const send = async () => {
    setSending(true);
    try {
      await request(email.trim());
      setAnswer({ text: sentText ?? t('resume.linkSent'), error: false });
    } catch (err) {
      const invalid = err instanceof ApiError && err.status === 400;
      setAnswer({ text: invalid ? t('validation.emailInvalid') : refusalText(err, t('resume.sendFailed')), error: true });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="resume-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!sending) void send();
      }}
    >
      <FormField id={inputId} label={t('step1.email')} required>
        <input id={inputId} className="text-input" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <Button type="primary" loading={sending} onClick={() => void send()}>
        {submitText ?? t('resume.sendLink')}
      </Button>
      {answer && (
        <p className={answer.error ? 'field__error' : 'notice'} role={answer.error ? 'alert' : 'status'}>
          {answer.text}
        </p>
      )}
    </form>
  );
}
