/**
 * /admin/google-auth, 'Google Integration' (docs/product.md §2 admin screens, §4 calendar-account link, §8
 * calendar-account messages): the Authorized / Not Authorized banner, Refresh Status, Authorize with
 * Google (the browser goes to Google) or Revoke Access, and what the account is used for. Google
 * sends the browser back here with ?code=&state= (../useGoogleReturn.ts): the pair is exchanged once,
 * after a confirmation when an account is already linked (sent as `replace: true`, which the server
 * requires to replace it), then removed from the URL. A consent started on the Designers page
 * for a designer's own account comes back here too: it is exchanged without that question (the page
 * offered it only to a designer without one) and the admin goes back to the Designers page. When
 * the server has no Google credentials the page says so and offers no authorization. A consent a
 * designer started for their own calendar comes back here too: the route guard sends it on to their
 * My calendar page (../guard.ts). Below, which channels customers are reached on (./ChannelsCard.tsx).
 */
import { CalendarOutlined, GoogleOutlined, MailOutlined, ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getOAuthLogin, postOAuthCallback, postOAuthRevoke, takeDesignerLinkStarted, useOAuthStatus } from '../api/scheduling';
import { useToast } from '../../components/toast';
import { PageHeader } from '../components/bits';
import { adminErrorMessage } from '../lib/errors';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useGoogleReturn } from '../useGoogleReturn';
import { ChannelsCard } from './ChannelsCard';

/** What the account is used for, each worded by `google.uses.<key>`. */
const USES = [
  { icon: <CalendarOutlined />, key: 'calendar' },
  { icon: <VideoCameraOutlined />, key: 'meet' },
  { icon: <MailOutlined />, key: 'customerMail' },
  { icon: <MailOutlined />, key: 'adminMail' },
];

/** The Google Integration page (admin role only). */
export default function GoogleAuthPage() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const status = useOAuthStatus();
  const [working, setWorking] = useState<'authorize' | 'revoke' | 'callback' | null>(null);

  const fail = (err: unknown, fallback: string) => toast({ title: t('common.error'), description: adminErrorMessage(err, fallback), variant: 'destructive' });

  // Back from Google: exchange the code with its state once (asking first when an account is already
  // linked), then drop them (and Google's other parameters) from the URL.
  const linkedEmail = status.data?.isAuthorized ? (status.data.email ?? t('google.anotherAccount')) : null;
  useGoogleReturn(status.data !== undefined, (code, state, clean) => {
    const exchange = (replace: boolean) => {
      setWorking('callback');
      return postOAuthCallback(code, state, replace)
        .then((designerId) => {
          if (!designerId) return toast({ title: t('google.authorized'), description: t('google.accountConnected') });
          toast({ title: t('google.authorized'), description: t('google.designerConnected') });
          navigate('/admin/designers');
        })
        .catch((err: unknown) => fail(err, t('google.completeFailed')))
        .finally(() => {
          clean();
          setWorking(null);
          void status.mutate();
        });
    };
    if (takeDesignerLinkStarted()) return void exchange(true);
    if (!linkedEmail) return void exchange(false);
    modal.confirm({
      title: t('google.replaceTitle'),
      content: t('google.replaceText', { email: linkedEmail }),
      okText: t('google.replace'),
      cancelText: t('google.keepCurrent'),
      onOk: () => exchange(true),
      onCancel: clean,
    });
  });

  const authorize = async () => {
    setWorking('authorize');
    try {
      window.location.assign(await getOAuthLogin());
    } catch (err) {
      fail(err, t('designers.authorizeFailed'));
      setWorking(null);
    }
  };

  const revoke = async () => {
    setWorking('revoke');
    try {
      await postOAuthRevoke();
      toast({ title: t('google.revoked'), description: t('google.revokedText') });
    } catch (err) {
      fail(err, t('designers.revokeFailed'));
    } finally {
      setWorking(null);
      void status.mutate();
    }
  };

  const authorized = status.data?.isAuthorized === true;
  const configured = status.data?.configured !== false;
  return (
    <div className="admin-page">
      <PageHeader
        title={t('sections.googleAuth.label')}
        description={t('google.description')}
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void status.mutate()} loading={status.isValidating}>
            {t('google.refresh')}
          </Button>
        }
      />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {status.error ? (
          <Alert type="error" showIcon title={t('google.statusFailed')} />
        ) : !status.data || working === 'callback' ? (
          <Spin aria-label={t('google.checking')} />
        ) : (
          <Alert
            type={authorized ? 'success' : configured ? 'warning' : 'info'}
            showIcon
            title={authorized ? t('google.authorized') : t('google.notAuthorized')}
            description={
              authorized
                ? t('google.usesAccount', { email: status.data.email ?? t('google.connectedAccount') })
                : configured
                  ? t('google.noAccount')
                  : t('google.notConfigured')
            }
            action={
              authorized ? (
                <Button danger onClick={() => void revoke()} loading={working === 'revoke'}>
                  {t('google.revoke')}
                </Button>
              ) : configured ? (
                <Button type="primary" icon={<GoogleOutlined />} onClick={() => void authorize()} loading={working === 'authorize'}>
                  {t('google.authorize')}
                </Button>
              ) : null
            }
          />
        )}
        <Card title={t('google.usedFor')}>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
            {USES.map((u) => (
              <li key={u.key}>
                <span aria-hidden="true">{u.icon}</span> {t(`google.uses.${u.key}`)}
              </li>
            ))}
          </ul>
        </Card>
        <ChannelsCard />
      </Space>
    </div>
  );
}
