/**
 * The dashboard guard (A1, A3, D1). With an entry link in the address it runs `enterDashboard`
 * ('Please wait, loading information'), stores the session and removes the query (replace);
 * on failure it toasts 'Error' and goes to /dashboard/unauthorized, which says why (a used,
 * expired or invalid link). With a dashboard session it
 * renders the dashboard. Without either, Get Started says 'Missing Account Number' and other
 * dashboard routes go to /dashboard/unauthorized. A passcode session (A4) is dealer mode for one
 * project only: it is no dashboard session, and it is kept (its project stays in dealer mode).
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { isDashboardSession, writeSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { IconAlert } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { entryInputFromQuery, unauthorizedState, withoutEntryQuery } from './entry';
import { useKeepDashboardQuery } from './keep-query';

const EnterDashboardDocument = graphql(`
  mutation EnterDashboard($input: DashboardEntryInput!) {
    enterDashboard(input: $input) {
      apiToken
      expiresAt
      dealer {
        id
        code
        name
        email
      }
    }
  }
`);

function isDashboardHome(pathname: string): boolean {
  return /^\/dashboard\/?$/.test(pathname);
}

export function DashboardGate() {
  const client = useApolloClient();
  const session = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const input = entryInputFromQuery(params);
  const entryKey = input ? params.toString() : null;
  useKeepDashboardQuery();

  useEffect(() => {
    if (!entryKey) return undefined;
    const entryParams = new URLSearchParams(entryKey);
    const variables = entryInputFromQuery(entryParams);
    if (!variables) return undefined;
    // StrictMode runs effects twice in development; only the last run acts on the answer.
    let cancelled = false;
    const controller = new AbortController();
    client
      .mutate({
        mutation: EnterDashboardDocument,
        variables: { input: variables },
        context: { fetchOptions: { signal: controller.signal } },
      })
      .then(async ({ data }) => {
        if (cancelled) return;
        const entered = data?.enterDashboard;
        if (!entered) throw new Error('No session returned');
        // A different dealer may have used this tab before: drop their cached data.
        await client.clearStore();
        writeSession({
          apiToken: entered.apiToken,
          dealerCode: entered.dealer.code,
          expiresAt: String(entered.expiresAt),
        });
        navigate({ pathname: location.pathname, search: withoutEntryQuery(entryParams) }, { replace: true });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Dashboard entry failed', error);
        toast.error('Error');
        navigate('/dashboard/unauthorized', { replace: true, state: unauthorizedState(error) });
      });
    return () => {
      cancelled = true;
      controller.abort();
    };
    // location.pathname is read once per entry link on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entryKey, client, navigate]);

  if (input) {
    return (
      <FullPageMessage title="Please wait, loading information" busy icon={<Spinner size={22} />}>
        <p>Signing you in to your dashboard.</p>
      </FullPageMessage>
    );
  }
  if (!isDashboardSession(session)) {
    if (isDashboardHome(location.pathname)) {
      return (
        <FullPageMessage title="Missing Account Number" icon={<IconAlert size={22} />}>
          <p>
            Open the dashboard from your account on the brand&apos;s site. The link carries your account number and
            signs you in.
          </p>
          {session ? <p>A project passcode opens that one project, not the dashboard.</p> : null}
        </FullPageMessage>
      );
    }
    return <Navigate to="/dashboard/unauthorized" replace />;
  }
  return <Outlet />;
}
