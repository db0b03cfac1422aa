/**
 * /admin/my-calendar, 'My calendar' (a `designer` account, issue 23): the Google calendar of the
 * designer linked to the account. Connected: the address and Disconnect (after a confirmation); not
 * connected: Connect Google calendar (the browser goes to Google's consent page). Google sends the
 * browser back to the Google Integration page, which the route guard forwards here with its query
 * (../guard.ts); the code is exchanged once (../useGoogleReturn.ts) and a toast says how it went.
 * The server decides whose calendar it is (the designer linked to the account now). When Google is
 * not configured on the server the page says so and offers no connection.
 */
import { DisconnectOutlined, GoogleOutlined } from '@ant-design/icons';
import { Alert, App, Button, Spin } from 'antd';
import { useState } from 'react';
import { deleteMyGoogle, getMyGoogleLogin, postOAuthCallback, useMyGoogle } from '../api/scheduling';
import { useToast } from '../../components/toast';
import { PageHeader } from '../components/bits';
import { adminErrorMessage } from '../lib/errors';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminAction } from '../useAdminAction';
import { useGoogleReturn } from '../useGoogleReturn';

/** The signed-in designer's own Google calendar. */
export default function MyCalendarPage() {
  const toast = useToast();
  const { t } = useAdminTranslation();
  const { modal } = App.useApp();
  const run = useAdminAction();
  const status = useMyGoogle();
  const [working, setWorking] = useState<'connect' | 'callback' | null>(null);

  const fail = (err: unknown, fallback: string) => toast({ title: t('common.error'), description: adminErrorMessage(err, fallback), variant: 'destructive' });

  // Back from Google (through the Google Integration page's address): link the account, once.
  useGoogleReturn(true, (code, state, clean) => {
    setWorking('callback');
    postOAuthCallback(code, state, true)
      .then(() => toast({ title: t('google.authorized'), description: t('myCalendar.connectedToast') }))
      .catch((err: unknown) => fail(err, t('google.completeFailed')))
      .finally(() => {
        clean();
        setWorking(null);
        void status.mutate();
      });
  });

  const connect = async () => {
    setWorking('connect');
    try {
      window.location.assign(await getMyGoogleLogin());
    } catch (err) {
      fail(err, t('designers.authorizeFailed'));
      setWorking(null);
    }
  };

  const disconnect = () =>
    modal.confirm({
      title: t('myCalendar.disconnectTitle'),
      content: t('myCalendar.disconnectText'),
      okText: t('designers.disconnect'),
      cancelText: t('common.cancel'),
      onOk: () => run({ call: deleteMyGoogle, success: t('designers.disconnected'), fallback: t('designers.revokeFailed'), refresh: 'myGoogle' }),
    });

  const data = status.data;
  return (
    <div className="admin-page">
      <PageHeader title={t('sections.myCalendar.label')} description={data ? t('myCalendar.description', { name: data.designerName }) : t('sections.myCalendar.description')} />
      {status.error ? (
        <Alert type="error" showIcon title={adminErrorMessage(status.error, t('google.statusFailed'))} />
      ) : !data || working === 'callback' ? (
        <Spin aria-label={t('google.checking')} />
      ) : (
        <Alert
          type={data.isAuthorized ? 'success' : data.configured ? 'warning' : 'info'}
          showIcon
          title={data.isAuthorized ? t('myCalendar.connected') : t('myCalendar.notConnected')}
          description={
            data.isAuthorized
              ? t('myCalendar.connectedText', { email: data.email || t('google.connectedAccount') })
              : data.configured
                ? t('myCalendar.notConnectedText')
                : t('google.notConfigured')
          }
          action={
            data.isAuthorized ? (
              <Button danger icon={<DisconnectOutlined />} onClick={disconnect}>
                {t('designers.disconnect')}
              </Button>
            ) : data.configured ? (
              <Button type="primary" icon={<GoogleOutlined />} onClick={() => void connect()} loading={working === 'connect'}>
                {t('myCalendar.connect')}
              </Button>
            ) : null
          }
        />
      )}
    </div>
  );
}
