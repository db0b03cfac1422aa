/** What the admin frame (AdminLayout) gives the pages inside it: the signed-in user and the sections they may open. */
import type { AdminUser } from '@cabinetry/shared/contracts';
import { useOutletContext } from 'react-router-dom';
import type { AdminSection } from './sections';

export interface AdminContext {
  user: AdminUser;
  sections: AdminSection[];
}

/** The signed-in admin, for pages inside AdminLayout. */
export const useAdminUser = (): AdminUser => useOutletContext<AdminContext>().user;

/** The sections the signed-in admin may open, for pages inside AdminLayout. */
export const useAdminSections = (): AdminSection[] => useOutletContext<AdminContext>().sections;
