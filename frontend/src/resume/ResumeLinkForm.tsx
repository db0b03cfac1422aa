/**
 * Asks for a resume link (issue 24; docs/product.md §2 'Continue on another device'): the e-mail
 * address (the step-1 one when known) and 'Send me a link'. Shows the server's one answer, which is
 * the same whether or not the address belongs to a project, or why it could not be sent.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/client';
import { useRefusalText } from '../i18n/refusal';
import { requestResumeLink } from '../api/onboarding';
import { Button } from '../ui/Button';
import { FormField } from '../components/FormField';

export interface ResumeLinkFormProps {
  /** the address to offer (the step-1 e-mail), editable */
  email?: string;
  /** the button's text (default: the catalogue's 'Send me a link') */
  submitText?: string;
}

export function ResumeLinkForm({ email: initial = '', submitText }: ResumeLinkFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(initial);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; error: boolean } | null>(null);
  const refusalText = useRefusalText();

  const send = async () => {
    setSending(true);
    try {
      setAnswer({ text: (await requestResumeLink(email.trim())).message, error: false });
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
      <FormField id="resume-email" label={t('step1.email')} required>
        <input id="resume-email" className="text-input" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
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
