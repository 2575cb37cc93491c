/**
 * Passcode access on project routes (A4): `/snapsheets/{dealerCode}/{projectId}/?passcode=...`.
 * With a passcode in the address it runs `passcodeAccess` ('Please wait, loading
 * information'), stores the dealer session (dealer mode for that dealer) and then removes the
 * passcode from the address (history replace). A wrong passcode toasts 'Error' (or the
 * rate-limit message, or the gateway's for a passcode under 8 characters) and the page opens as
 * a visitor. Without a passcode it renders the route.
 * A route without a dealer code (blank) alerts 'missing acc id' and goes to /404 (section 8).
 * A showroom's address has no project id (P6): `projectType: SHOWROOM` with an empty id names
 * the dealer's showroom.
 */
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isNamedByDealerCode } from '@tas/rules';
import { graphql } from '../../gql';
import { errorCode, errorMessage } from '../../lib/errors';
import { searchWithoutPasscode, writeSession } from '../../lib/session';
import { projectTypeOfPath } from '../../lib/urls';
import { FullPageMessage } from '../../ui/FullPageMessage';
import { Spinner } from '../../ui/Spinner';
import { dealerCodeOf, MISSING_ACCOUNT_ID } from './dealer-load';

const PasscodeAccessDocument = graphql(`
  mutation PasscodeAccess($dealerCode: String!, $projectType: ProjectType!, $projectId: ID!, $passcode: String!) {
    passcodeAccess(dealerCode: $dealerCode, projectType: $projectType, projectId: $projectId, passcode: $passcode) {
      apiToken
      expiresAt
      projectId
      dealer {
        id
        code
        name
        email
      }
    }
  }
`);

export function PasscodeGate() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const route = useParams();
  const dealerCode = dealerCodeOf(route.dealerCode);
  const projectType = projectTypeOfPath(location.pathname);
  const showroom = isNamedByDealerCode(projectType);
  const { projectId } = route;
  const [params] = useSearchParams();
  const passcode = params.get('passcode');

  useEffect(() => {
    // Original-spec section 8: a missing dealer code alerts 'missing acc id', then /404.
    if (dealerCode !== null) return;
    window.alert(MISSING_ACCOUNT_ID);
    void navigate('/404', { replace: true });
  }, [dealerCode, navigate]);

  useEffect(() => {
    if (passcode === null || !dealerCode || (!projectId && !showroom)) return undefined;
    let cancelled = false;
    const clean = () =>
      navigate(
        { pathname: location.pathname, search: searchWithoutPasscode(location.search), hash: location.hash },
        { replace: true },
      );
    client
      .mutate({
        mutation: PasscodeAccessDocument,
        variables: { dealerCode, projectType, projectId: showroom ? '' : (projectId ?? ''), passcode },
      })
      .then(async ({ data }) => {
        if (cancelled) return;
        const entered = data?.passcodeAccess;
        if (!entered) throw new Error('No session returned');
        await client.clearStore();
        writeSession({
          apiToken: entered.apiToken,
          dealerCode: entered.dealer.code,
          projectId: entered.projectId ?? null,
          expiresAt: String(entered.expiresAt),
        });
        void clean();
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Passcode access failed', error);
        // A wrong passcode says only 'Error'; a limit, or a passcode outside the rule (an older,
        // shorter one), says why.
        const code = errorCode(error);
        toast.error(code === 'RATE_LIMITED' || code === 'BAD_USER_INPUT' ? errorMessage(error, 'Error') : 'Error');
        void clean();
      });
    return () => {
      cancelled = true;
    };
    // The location is read once per passcode on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [passcode, dealerCode, projectId, showroom, client, navigate]);

  if (dealerCode === null) return null;
  if (passcode !== null && (projectId || showroom)) {
    return (
      <FullPageMessage title="Please wait, loading information" busy icon={<Spinner size={22} />}>
        <p>Checking your passcode.</p>
      </FullPageMessage>
    );
  }
  return <Outlet />;
}
