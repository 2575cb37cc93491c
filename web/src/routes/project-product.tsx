/**
 * The product page 'Customize Your Product' (C1, C3, C4): the 3D player on the left, the
 * customiser on the right (garment colour, design, team colour zones, decorations, price).
 * 'Save' stores the configuration and puts `?short_id=` in the address; loading the page with
 * `?short_id=` restores it exactly. 'Add to locker' continues to the sizes selection. The same
 * page serves snapsheets and playbooks (the route sets the type, P1). Customising a product of
 * the project (`?catalog_product=<id>` of a playbook, `?snapsheet_product=<id>` of a snapsheet,
 * dealer mode): 'Save to playbook' / 'Save to snapsheet' also stores the configuration on that
 * product (P3, P5; modules/customizer/use-save-to-project.ts) and goes back to its page, which
 * shows the new picture; the original's toast when that fails.
 * A showroom's product (P6) starts from the showroom's configuration of the style in the
 * visitor's customisation box (showroom-look.ts), so what they save and add to the locker is in
 * their look; a fresh visit without a choice made at the showroom's home goes there first.
 */
import { projectKindOf } from '@tas/rules';
import { useQuery } from '@apollo/client/react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { graphql } from '../gql';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute, useRouteDealerMode } from '../modules/project/use-project-route';
import { showroomRedirect, useShowroomChoice } from '../modules/showroom/showroom-choice';
import { ShowroomNotFound } from '../modules/showroom/ShowroomNotFound';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconShirt } from '../ui/icons';
import '../styles/project.css';
import { CustomizerSkeleton } from '../modules/customizer/CustomizerSkeleton';
import { ProductCustomizer, showroomOf, type LoadedData } from '../modules/customizer/ProductCustomizer';
import { SavedConfigurationDocument } from '../modules/customizer/customizer-documents';

const ProductCustomizerDocument = graphql(`
  query ProductCustomizer($styleId: ID!, $ref: ProjectRefInput!) {
    product(styleId: $styleId) {
      styleId
      name
      brand
      productType
      isSublimable
      baseSize
      productionDays
      minimumPieces
      variants {
        id
        name
        color {
          id
          name
          hex
        }
      }
      designs {
        id
        code
        name
      }
      decorationLocations {
        name
        view
        contentTypes
        width
        height
      }
      garment {
        ...Player_garment
      }
    }
    colors {
      id
      name
      hex
      palette
    }
    fonts {
      key
      family
    }
    project(ref: $ref) {
      __typename
      id
      canEdit
      showPrices
      ...ProjectHeader_project
      ... on Showroom {
        look {
          decorationFill {
            id
          }
          decorationOutline {
            id
          }
          font
        }
        product(styleId: $styleId) {
          id
          configuration {
            ...ProductCustomizer_configuration
          }
        }
      }
      ... on Snapsheet {
        products {
          id
          product {
            styleId
          }
          variant {
            id
          }
          design {
            id
          }
        }
      }
    }
  }
`);

export function Component() {
  const { type, namedByDealerCode, dealerCode, projectId, ref, paths } = useProjectRoute();
  const { styleId = '' } = useParams();
  const [params] = useSearchParams();
  const shortId = params.get('short_id');
  const { data, error, refetch } = useQuery(ProductCustomizerDocument, { variables: { styleId, ref } });
  const { dealerMode } = useRouteDealerMode(data?.project);
  const showroom = showroomOf(data?.project);
  const configQuery = useQuery(SavedConfigurationDocument, { variables: { shortId: shortId ?? '' }, skip: !shortId });
  const showroomChoice = useShowroomChoice(dealerCode).choice;

  if (namedByDealerCode && data && !showroom) return <ShowroomNotFound dealerCode={dealerCode} />;
  const homeReason = namedByDealerCode
    ? showroomRedirect('product', { choice: showroomChoice, catalogs: [], hasSavedConfiguration: Boolean(shortId) })
    : null;
  if (homeReason) return <Navigate to={paths.home} replace state={{ reason: homeReason }} />;

  const header = (
    <ProjectHeader project={data?.project} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
  );

  let body;
  if (error && !data) {
    body = <ErrorState title="Could not load the product" onRetry={() => void refetch()} />;
  } else if (data && (!data.product || (namedByDealerCode && !showroom?.product))) {
    body = (
      <EmptyState icon={<IconShirt size={22} />} title="Product not found">
        The style {styleId} is not in the {namedByDealerCode ? projectKindOf(type).one : 'catalog'}.
      </EmptyState>
    );
  } else if (!data || (shortId && configQuery.loading && !configQuery.data)) {
    body = <CustomizerSkeleton />;
  } else {
    body = (
      <ProductCustomizer
        key={styleId}
        data={data as LoadedData}
        savedConfiguration={shortId ? (configQuery.data?.configuration ?? null) : null}
        shortId={shortId}
        dealerCode={dealerCode}
        projectId={projectId}
        dealerMode={dealerMode}
        showroomLook={showroomChoice?.look ?? null}
      />
    );
  }

  return (
    <div className="project">
      {header}
      {body}
    </div>
  );
}
