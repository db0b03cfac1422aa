/**
 * /admin/google-auth, 'Google Integration' (docs/product.md §2 admin screens, §4 calendar-account link, §8
 * calendar-account messages): the Authorized / Not Authorized banner, Refresh Status, Authorize with
 * Google (the browser goes to Google) or Revoke Access, and what the account is used for. Google
 * sends the browser back here with ?code=: it is exchanged once, then removed from the URL.
 */
import { CalendarOutlined, GoogleOutlined, MailOutlined, ReloadOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { completeOAuth, fetchOAuthStatus, revokeOAuth, startOAuthLogin } from '../../api/oauth';
import { useToast } from '../../components/toast';
import { PageHeader } from '../components/bits';
import { adminErrorMessage } from '../lib/errors';

const STATUS_FAILED = 'Failed to check authorization status. Please try again later.';

const USES = [
  { icon: <CalendarOutlined />, text: 'Calendar events for every booked design consultation' },
  { icon: <VideoCameraOutlined />, text: 'Meeting links for virtual meetings' },
  { icon: <MailOutlined />, text: 'E-mail notifications to customers (confirmations and cancellations)' },
  { icon: <MailOutlined />, text: 'E-mail notifications to admins about new and cancelled appointments' },
];

/** The Google Integration page (admin role only). */
export default function GoogleAuthPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const status = useSWR('/api/oauth/status', fetchOAuthStatus, { revalidateOnMount: true });
  const [working, setWorking] = useState<'authorize' | 'revoke' | 'callback' | null>(null);
  const exchanged = useRef<string | null>(null);

  const fail = (err: unknown, fallback: string) => toast({ title: 'Error', description: adminErrorMessage(err, fallback), variant: 'destructive' });

  // Back from Google: exchange the code once, then drop it (and Google's other parameters) from the URL.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const denied = params.get('error');
    if (!code && !denied) return;
    const clean = () => {
      for (const key of ['code', 'scope', 'state', 'error', 'authuser', 'prompt', 'hd']) params.delete(key);
      navigate({ pathname, search: params.size ? `?${params}` : '' }, { replace: true });
    };
    if (!code) {
      clean();
      toast({ title: 'Error', description: 'Failed to complete authorization', variant: 'destructive' });
      return;
    }
    if (exchanged.current === code) return;
    exchanged.current = code;
    setWorking('callback');
    completeOAuth(code)
      .then(() => toast({ title: 'Authorized', description: 'The Google account is now connected.' }))
      .catch((err: unknown) => fail(err, 'Failed to complete authorization'))
      .finally(() => {
        clean();
        setWorking(null);
        void status.mutate();
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per returned code: the other values are stable or read fresh
  }, [search]);

  const authorize = async () => {
    setWorking('authorize');
    try {
      window.location.assign(await startOAuthLogin());
    } catch (err) {
      fail(err, 'Failed to start authorization process');
      setWorking(null);
    }
  };

  const revoke = async () => {
    setWorking('revoke');
    try {
      await revokeOAuth();
      toast({ title: 'Access Revoked', description: 'The Google account is no longer connected.' });
    } catch (err) {
      fail(err, 'Failed to revoke authorization');
    } finally {
      setWorking(null);
      void status.mutate();
    }
  };

  const authorized = status.data?.isAuthorized === true;
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
            type={authorized ? 'success' : 'warning'}
            showIcon
            title={authorized ? 'Authorized' : 'Not Authorized'}
            description={
              authorized
                ? `Appointments, meeting links and e-mails use ${status.data.email ?? 'the connected Google account'}.`
                : status.data.configured
                  ? 'No Google account is connected. Bookings still work; e-mails go through the configured mail server.'
                  : 'Google credentials are not configured on the scheduling service. Bookings still work without them.'
            }
            action={
              authorized ? (
                <Button danger onClick={() => void revoke()} loading={working === 'revoke'}>
                  Revoke Access
                </Button>
              ) : (
                <Button type="primary" icon={<GoogleOutlined />} onClick={() => void authorize()} loading={working === 'authorize'}>
                  Authorize with Google
                </Button>
              )
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
