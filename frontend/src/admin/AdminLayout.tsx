/** Admin frame in the user's language (antd locale, right to left for Arabic): sidebar per role with the language control and Logout, and the page (no public footer). */
import { LogoutOutlined } from '@ant-design/icons';
import { Button, Layout, Menu } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Logo } from '../components/Logo';
import type { AdminContext } from './adminContext';
import { AdminLocaleProvider, LanguageSelect } from './adminLocale';
import { postLogout } from './api/identity';
import { useAdminTranslation } from './i18n/adminI18n';
import { clearSession } from './session';

/** Sidebar with the user's sections; Logout revokes the token on the server, clears the session and returns to login. */
export function AdminLayout({ user, sections }: AdminContext) {
  const navigate = useNavigate();
  const logout = async () => {
    // signing out here works even when the server cannot be reached; the token then expires on its own
    await postLogout().catch(() => undefined);
    clearSession();
    navigate('/admin/login', { replace: true });
  };
  return (
    <AdminLocaleProvider locale={user.locale ?? 'en'}>
      <AdminFrame user={user} sections={sections} onLogout={() => void logout()} />
    </AdminLocaleProvider>
  );
}

/** antd's `lg` breakpoint, below which the sidebar is collapsed (antd's Sider dimensionMaxMap). */
const NARROW_SCREEN = 'screen and (max-width: 991.98px)';

/**
 * Whether the sidebar starts collapsed: on a narrow screen, so that it is not drawn open (248 px)
 * and then slid shut by antd's breakpoint effect after the first render, which pushed the page
 * sideways at 360 px while it moved.
 */
const startsCollapsed = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;

/** The frame itself, inside the user's language. */
function AdminFrame({ user, sections, onLogout }: AdminContext & { onLogout: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { t } = useAdminTranslation();
  return (
    <Layout className="admin-layout">
      <Layout.Sider breakpoint="lg" defaultCollapsed={startsCollapsed()} collapsedWidth={0} width={248} className="admin-sider">
        <div className="admin-sider__brand">
          <Logo light />
        </div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[pathname]}
          items={sections.map((s) => ({ key: s.path, icon: s.icon, label: t(`sections.${s.id}.label`) }))}
          onClick={({ key }) => navigate(key)}
        />
        <div className="admin-sider__footer">
          <span className="admin-sider__user">
            {user.firstName || user.username}
            <small>{t(`roles.${user.role}`)}</small>
          </span>
          <LanguageSelect user={user} />
          <Button icon={<LogoutOutlined />} onClick={onLogout} block>
            {t('layout.logout')}
          </Button>
        </div>
      </Layout.Sider>
      <Layout.Content className="admin-content">
        <Outlet context={{ user, sections } satisfies AdminContext} />
      </Layout.Content>
    </Layout>
  );
}
