import type { ProjectTypeNamedBy } from '@tas/rules';

/**
 * The showroom kind's `projects.type`, named once for its module: its facts are @tas/rules
 * `PROJECT_KINDS.SHOWROOM` (a kind named by its dealer's code alone), its behaviour `showroomKind`.
 */
export const SHOWROOM = 'SHOWROOM' satisfies ProjectTypeNamedBy<'dealerCode'>;
