/**
 * The checks of a name and number as the buyer types: the item's rules at once on the client
 * (@tas/rules `checkPersonalisation`, the gateway's own rule), then, for a number that must be
 * unique in the store, the gateway's `checkPersonalisation` (numbers already taken) once typing
 * pauses. The answer is advice: checkout takes the number for good (one order wins it).
 */
import { useQuery } from '@apollo/client/react';
import { checkPersonalisation, normaliseNumber, type PersonalisationRule } from '@tas/rules';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { CheckPersonalisationDocument } from './store-documents';

export interface FieldProblems {
  playerName?: string;
  playerNumber?: string;
}

/** How long typing must pause before the gateway is asked, ms. */
const SERVER_CHECK_DELAY_MS = 400;

export function usePersonalisationCheck({
  dealerCode,
  storeId,
  access,
  itemId,
  rule,
  playerName,
  playerNumber,
}: {
  dealerCode: string;
  storeId: string;
  access: string | null;
  itemId: string;
  rule: PersonalisationRule | null;
  playerName: string;
  playerNumber: string;
}): { problems: FieldProblems; checking: boolean; valid: boolean } {
  const local = useMemo(
    () => (rule ? checkPersonalisation(rule, { playerName, playerNumber }) : []),
    [rule, playerName, playerNumber],
  );
  const number = normaliseNumber(playerNumber);
  const askServer = Boolean(rule?.numberUnique && number && !local.some((p) => p.field === 'playerNumber'));
  const debounced = useDebouncedValue(number, SERVER_CHECK_DELAY_MS);
  const settled = debounced === number;
  const server = useQuery(CheckPersonalisationDocument, {
    variables: { dealerCode, storeId, access, itemId, playerNumber: debounced },
    skip: !askServer || !settled,
    fetchPolicy: 'network-only',
  });
  const problems: FieldProblems = {};
  for (const p of local) problems[p.field] ??= p.message;
  const taken =
    askServer && settled && server.data
      ? server.data.checkPersonalisation.find((p) => p.field === 'playerNumber' && p.code === 'TAKEN')
      : undefined;
  if (taken) problems.playerNumber ??= taken.message;
  const checking = askServer && (!settled || server.loading);
  return { problems, checking, valid: local.length === 0 && !taken && !checking };
}
