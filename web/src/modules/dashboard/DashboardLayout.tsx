/**
 * The dashboard shell (D): a sidebar with Get Started, My Playbooks, My Snapsheets, My Showroom (P6), Customers,
 * My Messages, Order Sync, Queues (P4), Reps, My Settings, FAQ and Logout, and the screen on the right. On narrow screens the sidebar becomes a top bar with a
 * menu. Loads the signed-in dealer (`me`); an unknown token ends the session (A3); a failed load
 * toasts 'error loading dealer data' (original-spec section 8) and offers a retry. A dealer whose
 * passcode was set before passcodes needed 8 characters is asked for a new one above every screen.
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { clearSession } from '../../lib/session';
import { ErrorState } from '../../ui/ErrorState';
import { WEB_KINDS } from '../../app/web-kinds';
import {
  IconAlert,
  IconBadge,
  IconBook,
  IconFile,
  IconHelp,
  IconHome,
  IconList,
  IconLogout,
  IconMail,
  IconMenu,
  IconSettings,
  IconShirt,
  IconSend,
  IconSync,
  IconUsers,
  IconX,
} from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import '../../styles/dashboard.css';
import { DEALER_LOAD_ERROR } from './dealer-load';
import { PASSCODE_CHANGE_REQUIRED } from '../settings/settings-form';
import { MAIN_ID } from '../../ui/focus';

export const DashboardMeDocument = graphql(`
  query DashboardMe {
    me {
      id
      code
      name
      email
      passcodeChangeRequired
    }
  }
`);

const LogoutDocument = graphql(`
  mutation Logout {
    logout
  }
`);

const NAV = [
  { to: '/dashboard/', label: 'Get Started', icon: IconHome, end: true },
  { to: '/dashboard/projects/playbook', label: 'My Playbooks', icon: IconBook, end: false },
  { to: '/dashboard/projects/snapsheet', label: 'My Snapsheets', icon: IconFile, end: false },
  { to: '/dashboard/showroom', label: 'My Showroom', icon: IconShirt, end: false },
  // The kinds' own screens (app/web-kinds.ts).
  ...WEB_KINDS.map((kind) => kind.dashboardNav),
  { to: '/dashboard/customers', label: 'Customers', icon: IconUsers, end: false },
  { to: '/dashboard/quotes', label: 'My Messages', icon: IconMail, end: false },
  { to: '/dashboard/order_sync', label: 'Order Sync', icon: IconSync, end: false },
  { to: '/dashboard/notices', label: 'Email Notices', icon: IconSend, end: false },
  { to: '/dashboard/queues', label: 'Queues', icon: IconList, end: false },
  { to: '/dashboard/reps', label: 'Reps', icon: IconBadge, end: false },
  { to: '/dashboard/settings', label: 'My Settings', icon: IconSettings, end: false },
  { to: '/dashboard/FAQ', label: 'FAQ', icon: IconHelp, end: false },
] as const;

export function Component() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { data, loading, error, refetch } = useQuery(DashboardMeDocument);
  const [logoutMutation] = useMutation(LogoutDocument);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    // The phone menu closes with Escape and gives focus back to its toggle. Closed,
    // its links are display: none, so Tab skips them.
    if (!menuOpen) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const logout = async () => {
    // Revoking the token is best effort: the session is cleared locally either way (A3).
    await logoutMutation().catch(() => undefined);
    clearSession();
    await client.clearStore();
    navigate('/dashboard/', { replace: true });
  };

  useEffect(() => {
    // Original-spec section 8: a failed dealer load says 'error loading dealer data'.
    if (!error) return;
    console.error(new Error(DEALER_LOAD_ERROR, { cause: error }));
    toast.error(DEALER_LOAD_ERROR);
  }, [error]);

  const dealer = data?.me;
  const tokenRejected = !loading && !error && data !== undefined && !dealer;
  useEffect(() => {
    // `me` is null when the server no longer accepts the token (expired or revoked).
    if (!tokenRejected) return;
    clearSession();
    navigate('/dashboard/unauthorized', { replace: true });
  }, [tokenRejected, navigate]);

  return (
    <div className={`shell${menuOpen ? ' shell--menu-open' : ''}`}>
      <aside className="sidebar" aria-label="Dashboard">
        <div className="sidebar__top">
          <div className="brand">
            <span className="brand__mark" aria-hidden="true">
              TA
            </span>
            <span className="brand__name">Team Apparel Studio</span>
          </div>
          <button
            ref={menuButton}
            type="button"
            className="icon-btn sidebar__menu-btn"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="dashboard-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <IconX size={18} /> : <IconMenu size={18} />}
          </button>
        </div>
        <nav id="dashboard-nav" className="sidebar__nav" aria-label="Main">
          <ul>
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink to={to} end={end} className="nav-link">
                  <Icon size={16} />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="sidebar__footer">
            <div className="dealer-chip">
              {dealer ? (
                <>
                  <span className="dealer-chip__avatar" aria-hidden="true">
                    {(dealer.name ?? dealer.code).slice(0, 1).toUpperCase()}
                  </span>
                  <span className="dealer-chip__text">
                    <span className="dealer-chip__name">{dealer.name ?? 'Your company'}</span>
                    <span className="dealer-chip__code">{dealer.code}</span>
                  </span>
                </>
              ) : (
                <Skeleton width="100%" height={32} />
              )}
            </div>
            <button type="button" className="nav-link nav-link--button" onClick={() => void logout()}>
              <IconLogout size={16} />
              Logout
            </button>
          </div>
        </nav>
      </aside>
      <main id={MAIN_ID} className="shell__main">
        {error ? (
          <ErrorState title="Could not load your account" onRetry={() => void refetch()}>
            <p>Check your connection and try again.</p>
          </ErrorState>
        ) : (
          <>
            {dealer?.passcodeChangeRequired ? (
              <div className="notice" role="status">
                <IconAlert size={20} />
                <div>
                  <h2>Set a new passcode</h2>
                  <p>
                    {PASSCODE_CHANGE_REQUIRED} <Link to="/dashboard/settings">Open My Settings</Link>
                  </p>
                </div>
              </div>
            ) : null}
            <Outlet />
          </>
        )}
      </main>
    </div>
  );
}
