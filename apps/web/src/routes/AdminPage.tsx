import { Link, NavLink, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { MSG } from '@kollabo/shared';
import { SkeletonCard } from '../components/Skeleton';
import { adminKeys, getAdminAccess } from '../features/admin/api';
import { adminSections } from '../features/admin/sections';
import { ErrorBlock } from '../features/projects/ErrorBlock';
import accountSubMenuStyles from '../layout/AccountSubMenu.module.css';
import accountLayoutStyles from '../layout/AccountLayout.module.css';
import { failedWith, isApiError } from '../lib/api';
import { usePageMeta } from '../lib/usePageMeta';

/** /admin and /admin/:section (administrators only): the moderation area. */
export function AdminPage() {
  usePageMeta(MSG.admin.title, { noindex: true });
  const { section } = useParams();
  const access = useQuery({
    queryKey: adminKeys.access,
    queryFn: ({ signal }) => getAdminAccess(signal),
    retry: false,
  });
  const current = adminSections.find((item) => item.path === section);

  if (access.isPending) {
    return (
      <div className={`container ${accountLayoutStyles.page}`}>
        <SkeletonCard lines={6} />
      </div>
    );
  }
  if (access.isError) {
    const refused = isApiError(access.error) && access.error.status === 403;
    // An admin without her second factor is told to enable it (Gérer mon compte).
    const needsFactor = failedWith(access.error, 'second_factor_required');
    return (
      <div className="container">
        <ErrorBlock
          code={refused ? 403 : 500}
          message={
            needsFactor
              ? MSG.accountSecurity.errors.adminNeedsFactor
              : refused
                ? MSG.common.forbidden
                : MSG.common.serverError
          }
        />
        {needsFactor && (
          <p>
            <Link to="/my-account">{MSG.nav.manageAccount}</Link>
          </p>
        )}
      </div>
    );
  }
  // /admin (or an unknown section) opens the first section.
  if (!current) return <Navigate to={`/admin/${adminSections[0]?.path ?? ''}`} replace />;
  const { Component } = current;
  return (
    <div className={`container ${accountLayoutStyles.page}`}>
      <div className={accountLayoutStyles.grid}>
        <nav className={accountSubMenuStyles.menu} aria-label={MSG.admin.sectionsLabel}>
          <ul className={accountSubMenuStyles.list}>
            {adminSections.map((item) => (
              <li key={item.path}>
                <NavLink to={`/admin/${item.path}`} className={accountSubMenuStyles.link} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={accountLayoutStyles.content}>
          <h1>{MSG.admin.title}</h1>
          <Component />
        </div>
      </div>
    </div>
  );
}
