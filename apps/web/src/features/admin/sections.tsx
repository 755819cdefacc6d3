import type { ComponentType } from 'react';
import { MSG } from '@kollabo/shared';
import { PendingProjectsSection } from './PendingProjectsSection';
import { ReportsSection } from './ReportsSection';
import { NoticesSection } from './NoticesSection';
import { CouponsSection } from '../payments/admin/CouponsSection';
import { PaymentsSection } from '../payments/admin/PaymentsSection';
import { FailedMailsSection } from '../notifications/FailedMailsSection';
import { DisputesSection } from '../collab-payments/DisputesSection';
import { MissingTaxDetailsSection } from '../tax/MissingTaxDetailsSection';

// THE SECTIONS OF /admin. Each one is a route /admin/<path> with its link in the admin menu;
// /admin shows the first. To add one (e.g. Coupons, Paiements), import its component and
// append an entry here:
//   { path: 'coupons', label: 'Coupons', Component: CouponsSection },
// A section renders its own <h2> and calls the admin API (403 for non-admins).

export interface AdminSection {
  /** URL segment: /admin/<path>. */
  path: string;
  label: string;
  Component: ComponentType;
}

export const adminSections: AdminSection[] = [
  { path: 'projets', label: MSG.admin.pendingSection, Component: PendingProjectsSection },
  { path: 'signalements', label: MSG.admin.reportsSection, Component: ReportsSection },
  { path: 'signalements-dsa', label: MSG.adminNotices.title, Component: NoticesSection },
  { path: 'coupons', label: MSG.adminCoupons.title, Component: CouponsSection },
  { path: 'paiements', label: MSG.adminPayments.title, Component: PaymentsSection },
  { path: 'litiges', label: MSG.adminDisputes.title, Component: DisputesSection },
  { path: 'fiscalite', label: MSG.tax.adminMenu, Component: MissingTaxDetailsSection },
  { path: 'emails', label: MSG.adminMails.title, Component: FailedMailsSection },
];
