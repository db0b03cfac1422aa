/**
 * /admin/google-auth, 'Google Integration' (docs/product.md §2 admin screens, §4 calendar-account link, §8
 * calendar-account messages): the Authorized / Not Authorized banner, Refresh Status, Authorize with
 * Google (the browser goes to Google) or Revoke Access, and what the account is used for. Google
 * sends the browser back here with ?code=&state=: the pair is exchanged once (never a code without its
 * state), after a confirmation when an account is already linked (sent as `replace: true`, which the
 * server requires to replace it), then removed from the URL. A consent started on the Designers page
 * for a designer's own account comes back here too: it is exchanged without that question (the page
 * offered it only to a designer without one) and the admin goes back to the Designers page. When
 * the server has no Google credentials the page says so and offers no authorization.
 */
import { CalendarOutlined, GoogleOutlined, MailOutlined, ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { getOAuthLogin, postOAuthCallback, postOAuthRevoke, takeDesignerLinkStarted, useOAuthStatus } from '../api/scheduling';
import { useToast } from '../../components/toast';
import { PageHeader } from '../components/bits';
import { adminErrorMessage } from '../lib/errors';

const STATUS_FAILED = 'Failed to check authorization status. Please try again later.';
const NOT_CONFIGURED =
  'Google is not set up on this server, so no Google account can be connected yet. Whoever runs the server needs to add the Google client ID, client secret and redirect address. Bookings and e-mails work without it.';

const USES = [
  { icon: <CalendarOutlined />, text: 'Calendar events for every booked design consultation' },
  { icon: <VideoCameraOutlined />, text: 'Meeting links for virtual meetings' },
  { icon: <MailOutlined />, text: 'E-mail notifications to customers (confirmations and cancellations)' },
  { icon: <MailOutlined />, text: 'E-mail notifications to admins about new and cancelled appointments' },
];

/** The Google Integration page (admin role only). */
export default function GoogleAuthPage() {
  const toast = useToast();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const status = useOAuthStatus();
  const [working, setWorking] = useState<'authorize' | 'revoke' | 'callback' | null>(null);
  const exchanged = useRef<string | null>(null);

  const fail = (err: unknown, fallback: string) => toast({ title: 'Error', description: adminErrorMessage(err, fallback), variant: 'destructive' });

  // Back from Google: exchange the code with its state once (asking first when an account is already
  // linked), then drop them (and Google's other parameters) from the URL.
  const linkedEmail = status.data?.isAuthorized ? (status.data.email ?? 'another Google account') : null;
  const statusKnown = status.data !== undefined;
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const state = params.get('state');
    const denied = params.get('error');
    if (!code && !denied) return;
    const clean = () => {
      for (const key of ['code', 'scope', 'state', 'error', 'authuser', 'prompt', 'hd']) params.delete(key);
      navigate({ pathname, search: params.size ? `?${params}` : '' }, { replace: true });
    };
    const forDesigner = takeDesignerLinkStarted();
    if (!code || !state) {
      clean();
      toast({ title: 'Error', description: 'Failed to complete authorization', variant: 'destructive' });
      return;
    }
    if (!statusKnown || exchanged.current === code) return;
    exchanged.current = code;
    const exchange = (replace: boolean) => {
      setWorking('callback');
      return postOAuthCallback(code, state, replace)
        .then((designerId) => {
          if (!designerId) return toast({ title: 'Authorized', description: 'The Google account is now connected.' });
          toast({ title: 'Authorized', description: "The designer's Google calendar is now connected." });
          navigate('/admin/designers');
        })
        .catch((err: unknown) => fail(err, 'Failed to complete authorization'))
        .finally(() => {
          clean();
          setWorking(null);
          void status.mutate();
        });
    };
    if (forDesigner) return void exchange(true);
    if (!linkedEmail) return void exchange(false);
    modal.confirm({
      title: 'Replace the connected Google account?',
      content: `Appointments, meeting links and e-mails use ${linkedEmail} now. Connect the account you just chose instead?`,
      okText: 'Replace',
      cancelText: 'Keep current account',
      onOk: () => exchange(true),
      onCancel: clean,
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per returned code, after the status is known: the other values are stable or read fresh
  }, [search, statusKnown]);

  const authorize = async () => {
    setWorking('authorize');
    try {
      window.location.assign(await getOAuthLogin());
    } catch (err) {
      fail(err, 'Failed to start authorization process');
      setWorking(null);
    }
  };

  const revoke = async () => {
    setWorking('revoke');
    try {
      await postOAuthRevoke();
      toast({ title: 'Access Revoked', description: 'The Google account is no longer connected.' });
    } catch (err) {
      fail(err, 'Failed to revoke authorization');
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
        title="Google Integration"
        description="Connect the company Google account used for appointments and e-mail."
        actions={
          <Button icon={<ReloadOutlined />} onClick={() => void status.mutate()} loading={status.isValidating}>
            Refresh Status
          </Button>
        }
      />
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        {status.error ? (
          <Alert type="error" showIcon title={STATUS_FAILED} />
        ) : !status.data || working === 'callback' ? (
          <Spin aria-label="Checking authorization status" />
        ) : (
          <Alert
            type={authorized ? 'success' : configured ? 'warning' : 'info'}
            showIcon
            title={authorized ? 'Authorized' : 'Not Authorized'}
            description={
              authorized
                ? `Appointments, meeting links and e-mails use ${status.data.email ?? 'the connected Google account'}.`
                : configured
                  ? 'No Google account is connected. Bookings still work; e-mails go through the configured mail server.'
                  : NOT_CONFIGURED
            }
            action={
              authorized ? (
                <Button danger onClick={() => void revoke()} loading={working === 'revoke'}>
                  Revoke Access
                </Button>
              ) : configured ? (
                <Button type="primary" icon={<GoogleOutlined />} onClick={() => void authorize()} loading={working === 'authorize'}>
                  Authorize with Google
                </Button>
              ) : null
            }
          />
        )}
        <Card title="What the connected account is used for">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 10 }}>
            {USES.map((u) => (
              <li key={u.text}>
                <span aria-hidden="true">{u.icon}</span> {u.text}
              </li>
            ))}
          </ul>
        </Card>
      </Space>
    </div>
  );
}
