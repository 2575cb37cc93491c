import { isNamedByDealerCode, PROJECT_TYPES, type ProjectTypeNamedBy } from '@tas/rules';

const [namedByDealerCode, ...others] = PROJECT_TYPES.filter(isNamedByDealerCode);
if (!namedByDealerCode || others.length > 0)
  throw new Error('@tas/rules must declare exactly one project kind named by its dealer code: the showroom');

/**
 * The showroom kind's `projects.type`, named once for its module and read from @tas/rules'
 * kinds: the one kind named by its dealer's code alone (one showroom per dealer). Its behaviour
 * is `showroomKind`.
 */
export const SHOWROOM: ProjectTypeNamedBy<'dealerCode'> = namedByDealerCode;
