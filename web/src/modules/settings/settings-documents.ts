/**
 * My Settings documents (D3, A7): the dealer fields the screen shows, the query that loads them
 * and the partial update every section saves with.
 */
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { DealerSettingsInput } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { SETTINGS_SAVED_MESSAGE } from './settings-form';

export const MySettings_dealer = graphql(`
  fragment MySettings_dealer on Dealer {
    id
    code
    name
    email
    phone
    headerColor
    headerMessage
    dealerMargin
    requestQuoteEnabled
    proofLinkDays
    convertWithoutApproval
    quoteValidDays
    quoteTerms
    sharePhone
    shareEmail
    priceGroup
    hasPasscode
    passcodeChangeRequired
    logo {
      id
      url
      filename
      byteSize
    }
  }
`);

export const MySettingsDocument = graphql(`
  query MySettings {
    me {
      ...MySettings_dealer
    }
  }
`);

export const ApiTokensDocument = graphql(`
  query ApiTokens {
    me {
      id
      apiTokens {
        id
        name
        createdAt
        lastUsedAt
      }
    }
  }
`);

export const UpdateDealerSettingsDocument = graphql(`
  mutation UpdateDealerSettings($input: DealerSettingsInput!) {
    updateDealerSettings(input: $input) {
      ...MySettings_dealer
    }
  }
`);

/**
 * Saves a partial settings input; toasts 'Information updated.' on success. Input errors are
 * handed to `onFieldError` (return true when the form showed it); others become an error toast.
 * Resolves true on success.
 */
export function useSaveSettings() {
  const [mutate, { loading }] = useMutation(UpdateDealerSettingsDocument);
  const save = async (
    input: DealerSettingsInput,
    onFieldError?: (field: string, message: string) => boolean,
  ): Promise<boolean> => {
    try {
      await mutate({ variables: { input } });
      toast.success(SETTINGS_SAVED_MESSAGE);
      return true;
    } catch (error) {
      let shown = false;
      for (const [field, message] of Object.entries(fieldErrors(error))) {
        if (onFieldError?.(field, message)) shown = true;
      }
      if (!shown) toast.error(errorMessage(error, 'Error'));
      return false;
    }
  };
  return { save, saving: loading };
}
