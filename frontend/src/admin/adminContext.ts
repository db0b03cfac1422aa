/** What the admin frame (AdminLayout) gives the pages inside it: the signed-in user and the sections they may open. */
import type { AdminUser } from '@cabinetry/shared/contracts';
import type { RouteSpec } from '@cabinetry/shared/contracts/api';
import type { ComponentType, ReactNode } from 'react';
import { useOutletContext } from 'react-router-dom';

/** A section of the back office (sections.tsx lists them). */
export interface AdminSection {
  path: string;
  /** its name and description in the back office's catalogue: `sections.<id>.label`, `sections.<id>.description` */
  id: string;
  icon: ReactNode;
  /** the API route the page is for: whoever may call it may open the page */
  route: RouteSpec;
  page: ComponentType;
  /** a page of one item below the section's path, e.g. a lead (`:id`) */
  detail?: { path: string; page: ComponentType };
  /** shown as a card on the dashboard */
  onDashboard: boolean;
}


export interface AdminContext {
  user: AdminUser;
  sections: AdminSection[];
}

/** The signed-in admin, for pages inside AdminLayout. */
export const useAdminUser = (): AdminUser => useOutletContext<AdminContext>().user;

/** The sections the signed-in admin may open, for pages inside AdminLayout. */
export const useAdminSections = (): AdminSection[] => useOutletContext<AdminContext>().sections;
