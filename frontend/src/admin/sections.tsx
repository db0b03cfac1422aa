/**
 * The admin sections: sidebar entries, dashboard cards and the pages AdminApp routes to. Who may open one is who may call the API
 * route it is for, as its service's route table says (@cabinetry/shared/contracts/api), so the
 * back office never offers a page whose calls the server refuses (docs/product.md §2, §6: editors
 * reach Design Styles, Color Palettes and Materials; customers' data, bookings and settings are for
 * admins; a `designer` account only Leads, Board, Today and Appointments, scoped to its designer by the server,
 * and My calendar, its designer's own Google calendar).
 * The route guard keeps others out of a section's path (and below it).
 */
import {
  AppstoreOutlined,
  AuditOutlined,
  CheckSquareOutlined,
  ProjectOutlined,
  BgColorsOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  DashboardOutlined,
  GoogleOutlined,
  IdcardOutlined,
  PictureOutlined,
  SolutionOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { AdminUser } from '@cabinetry/shared/contracts';
import { catalogueRoutes, identityRoutes, onboardingRoutes, schedulingRoutes } from '@cabinetry/shared/contracts/api';
import { mayCall } from './access';
import type { AdminSection } from './adminContext';
import AppointmentsPage from './pages/AppointmentsPage';
import AuditPage from './pages/AuditPage';
import AvailabilityPage from './pages/AvailabilityPage';
import BoardPage from './pages/BoardPage';
import CategoriesPage from './pages/CategoriesPage';
import DashboardPage from './pages/DashboardPage';
import DesignersPage from './pages/DesignersPage';
import GoogleAuthPage from './pages/GoogleAuthPage';
import MyCalendarPage from './pages/MyCalendarPage';
import LeadDetailPage from './pages/LeadDetailPage';
import LeadsPage from './pages/LeadsPage';
import MaterialsPage from './pages/MaterialsPage';
import PalettesPage from './pages/PalettesPage';
import StylesPage from './pages/StylesPage';
import TodayPage from './pages/TodayPage';
import UsersPage from './pages/UsersPage';

/** A designer's own Google calendar (their account's designer). */
export const MY_CALENDAR_PATH = '/admin/my-calendar';

export const SECTIONS: AdminSection[] = [
  // the home and the catalogue pages are for those who manage the catalogue (admin, editor): designers read its lists on a lead only
  { path: '/admin/dashboard', id: 'dashboard', icon: <DashboardOutlined />, route: catalogueRoutes.routes.createStyle, page: DashboardPage, onDashboard: false },
  { path: '/admin/leads', id: 'leads', icon: <SolutionOutlined />, route: onboardingRoutes.routes.listLeads, page: LeadsPage, detail: { path: ':id', page: LeadDetailPage }, onDashboard: false },
  { path: '/admin/board', id: 'board', icon: <ProjectOutlined />, route: onboardingRoutes.routes.getLeadBoard, page: BoardPage, onDashboard: false },
  { path: '/admin/today', id: 'today', icon: <CheckSquareOutlined />, route: onboardingRoutes.routes.getTodayLeads, page: TodayPage, onDashboard: false },
  { path: '/admin/appointments', id: 'appointments', icon: <CalendarOutlined />, route: schedulingRoutes.routes.listAppointments, page: AppointmentsPage, onDashboard: false },
  { path: MY_CALENDAR_PATH, id: 'myCalendar', icon: <GoogleOutlined />, route: schedulingRoutes.routes.getMyGoogle, page: MyCalendarPage, onDashboard: false },
  { path: '/admin/styles', id: 'styles', icon: <PictureOutlined />, route: catalogueRoutes.routes.createStyle, page: StylesPage, onDashboard: true },
  { path: '/admin/palettes', id: 'palettes', icon: <BgColorsOutlined />, route: catalogueRoutes.routes.createPalette, page: PalettesPage, onDashboard: true },
  { path: '/admin/materials', id: 'materials', icon: <AppstoreOutlined />, route: catalogueRoutes.routes.createMaterial, page: MaterialsPage, onDashboard: true },
  { path: '/admin/material-categories', id: 'materialCategories', icon: <TagsOutlined />, route: catalogueRoutes.routes.createCategory, page: CategoriesPage, onDashboard: false },
  { path: '/admin/google-auth', id: 'googleAuth', icon: <GoogleOutlined />, route: schedulingRoutes.routes.startGoogleLogin, page: GoogleAuthPage, onDashboard: true },
  { path: '/admin/availability', id: 'availability', icon: <ClockCircleOutlined />, route: schedulingRoutes.routes.putAvailabilityRules, page: AvailabilityPage, onDashboard: false },
  { path: '/admin/designers', id: 'designers', icon: <IdcardOutlined />, route: schedulingRoutes.routes.createDesigner, page: DesignersPage, onDashboard: false },
  { path: '/admin/users', id: 'users', icon: <TeamOutlined />, route: identityRoutes.routes.listUsers, page: UsersPage, onDashboard: true },
  { path: '/admin/audit', id: 'audit', icon: <AuditOutlined />, route: identityRoutes.routes.listAudit, page: AuditPage, onDashboard: false },
];

/** The sections a user may open. */
export function sectionsFor(user: AdminUser): AdminSection[] {
  return SECTIONS.filter((s) => mayCall(user, s.route));
}

/** Where `user` lands after signing in or on a page they may not open: the first section they may open (the dashboard for back-office roles). */
export function homeFor(user: AdminUser): string {
  return sectionsFor(user)[0]?.path ?? '/admin/login';
}
