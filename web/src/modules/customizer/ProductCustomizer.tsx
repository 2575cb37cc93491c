/**
 * The customiser of a product page (C1, C3, C4; routes/project-product.tsx loads its data): the
 * 3D player beside the panel of garment colour, design, team colour zones, decorations and price;
 * Save, Save to playbook / snapsheet and Add to locker. A showroom's product starts from the
 * showroom's configuration of the style in the visitor's look (P6). `CustomizerSkeleton` is its showroom's configuration of the style in the visitor's look (P6). Saving is
 * `useSaveConfiguration`'s.
 */
import { isReversibleGarment } from '@tas/garments';
import { useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ProductCustomizerQuery, ProductCustomizer_ConfigurationFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { readSession } from '../../lib/session';
import { absoluteUrl } from '../../lib/urls';
import { DesignPicker, VariantPicker, ZoneColorPicker } from './ColorPickers';
import { DecorationsEditor } from './DecorationsEditor';
import { PricePanel, useCustomizerPrice } from './PricePanel';
import { SAVE_TO_PROJECT_ERROR, useSaveToProject } from './use-save-to-project';
import { useSaveToLockerItem } from './use-save-to-locker-item';
import { CustomizerSaveActions } from './CustomizerSaveActions';
import { useDragToPlace } from './use-drag-to-place';
import type { LogoUploadTarget } from './use-logo-upload';
import { useSaveConfiguration } from './use-save-configuration';
import { FALLBACK_HEX, buildRenderSpec } from './render-spec';
import { stateFromConfiguration, toConfigurationInput } from './saved-configuration';
import { initialState, shownSide, toPaletteIds, type CustomizerState } from './state';
import { customizerReducer } from './state-reducer';
import { Player } from '../player/Player';
import { useProjectRoute } from '../project/use-project-route';
import { applyLookToState, type ShowroomLookChoice } from '../showroom/showroom-look';
import { IconCheck } from '../../ui/icons';
import '../../styles/customizer.css';
import { MAIN_ID } from '../../ui/focus';

export type LoadedData = ProductCustomizerQuery & { product: NonNullable<ProductCustomizerQuery['product']> };
type CustomizerProject = ProductCustomizerQuery['project'];

/** The project when it is a showroom (its look and its configuration of the style, P6), else null. */
export function showroomOf(project: CustomizerProject | undefined) {
  return project?.__typename === 'Showroom' ? project : null;
}

export function ProductCustomizer({
  data,
  savedConfiguration,
  shortId,
  dealerCode,
  projectId,
  dealerMode,
  showroomLook,
}: {
  data: LoadedData;
  savedConfiguration: ProductCustomizer_ConfigurationFragment | null;
  shortId: string | null;
  dealerCode: string;
  projectId: string;
  dealerMode: boolean;
  /** A showroom visitor's customisation box (P6), when it differs from the saved look. */
  showroomLook: ShowroomLookChoice | null;
}) {
  const navigate = useNavigate();
  const { product } = data;
  const { paths, type } = useProjectRoute();
  const saveTo = useSaveToProject(type, dealerMode);
  const toItem = useSaveToLockerItem();
  const project = data.project;
  const showroom = showroomOf(project);
  const snapsheet = project?.__typename === 'Snapsheet' ? project : null;
  // C3: a signed-in dealer's logos go to its library; anyone else's stay with the project.
  const session = readSession();
  const uploadTarget: LogoUploadTarget =
    session?.apiToken && !session.projectId
      ? { to: 'library' }
      : { to: 'project', projectType: type, projectId: showroom?.id ?? projectId };
  // The snapsheet product being customised, else the first of this style on the snapsheet.
  const onSnapsheet =
    snapsheet?.products.find((p) => p.id === saveTo.productId) ??
    snapsheet?.products.find((p) => p.product.styleId === product.styleId) ??
    null;
  const palette = product.isSublimable ? 'SUBLIMATION' : 'STOCK';
  const paletteColors = useMemo(() => data.colors.filter((c) => c.palette === palette), [data.colors, palette]);

  const fresh = (): CustomizerState =>
    initialState(product, {
      teamColorIds: toPaletteIds(project?.colors ?? [], paletteColors),
      paletteColorIds: new Set(paletteColors.map((c) => c.id)),
      variantId: onSnapsheet?.variant?.id,
      designId: onSnapsheet?.design?.id,
    });

  const [state, dispatch] = useReducer(customizerReducer, undefined, () => {
    if (savedConfiguration) return stateFromConfiguration(savedConfiguration);
    // P6: the showroom's configuration of the style, in the visitor's box.
    const showroomConfiguration = showroom?.product?.configuration;
    if (!showroomConfiguration) return fresh();
    const base = stateFromConfiguration(showroomConfiguration);
    return showroomLook ? applyLookToState(base, showroomLook) : base;
  });
  const { save, saving, setSaving, applying, savedIndicator, dirty, shownErrors, shownShortId } = useSaveConfiguration({
    styleId: product.styleId,
    state,
    dispatch,
    savedConfiguration,
    shortId,
  });

  /** 'Save to playbook' / 'Save to snapsheet' (P3, P5): the configuration, then the product, then its page. */
  const saveToProject = async () => {
    const id = await save();
    if (!id || !saveTo.productId) return;
    setSaving(true);
    try {
      const page = await saveTo.save(id);
      navigate(page ? `${paths.home}?page=${page}` : paths.home, { state: { mode: 'edit' } });
    } catch (e) {
      console.error('Saving the product of the project failed', e);
      toast.error(SAVE_TO_PROJECT_ERROR[type]);
    } finally {
      setSaving(false);
    }
  };

  /** Edit in place: the configuration, then the locker item's design, then back to the locker (or the quote). */
  const saveToLockerItem = async () => {
    const id = await save();
    if (!id || !toItem.itemId) return;
    setSaving(true);
    try {
      await toItem.save(id);
      toast.success('Saved to the locker item');
      navigate(toItem.back ?? paths.locker);
    } catch (e) {
      toast.error(errorMessage(e, 'The locker item could not be changed'));
    } finally {
      setSaving(false);
    }
  };

  const addToLocker = async () => {
    const id = await save();
    if (id) navigate(paths.sizes(id));
  };

  const hexById = useMemo(() => new Map(data.colors.map((c) => [c.id, c.hex])), [data.colors]);
  const familyByFont = useMemo(() => new Map(data.fonts.map((f) => [f.key, f.family])), [data.fonts]);
  const spec = useMemo(
    () =>
      buildRenderSpec({
        garment: product.garment,
        design: product.designs.find((d) => d.id === state.designId) ?? null,
        state,
        hexById,
        familyByFont,
        locations: product.decorationLocations,
        resolveUrl: (u) => absoluteUrl(u),
      }),
    // The spec depends on the design, colours and decorations only, not on the camera view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      product.garment,
      product.designs,
      state.designId,
      state.colorIds,
      state.decorations,
      state.reversibleView,
      hexById,
      familyByFont,
      product.decorationLocations,
    ],
  );

  const reversible = isReversibleGarment(product.garment.id);
  // The design swatches show the Outside, also while a reversible's Inside is on screen.
  const designColors = useMemo(
    () => state.colorIds.map((id) => hexById.get(id) ?? FALLBACK_HEX),
    [state.colorIds, hexById],
  );
  const panelDrag = useDragToPlace(state, dispatch, product.garment.locations);
  const variants = product.isSublimable ? [] : product.variants;
  const currentVariant = product.variants.find((v) => v.id === state.variantId);
  const showPrices = dealerMode || (project?.showPrices ?? true);
  const decorationInputs = toConfigurationInput(product.styleId, state).decorations;
  const pricing = useCustomizerPrice({
    styleId: product.styleId,
    variantId: state.variantId,
    designId: state.designId,
    decorations: decorationInputs,
    dealerCode,
    projectId,
    projectType: type,
    showPrices,
  });

  return (
    <main id={MAIN_ID} className="customizer">
      <div className="customizer__player">
        <Player
          spec={spec}
          view={state.view}
          onViewChange={(view) => dispatch({ type: 'setView', view })}
          side={reversible ? shownSide(state) : null}
          onSideChange={(side) => dispatch({ type: 'setReversibleView', side })}
          panelDrag={panelDrag}
        />
      </div>
      <aside className="customizer__panel" aria-label="Customiser">
        <div className="customizer__intro">
          <p className="customizer__eyebrow">
            {product.brand} · <span className="mono">{product.styleId}</span>
          </p>
          <h1>Customize Your Product</h1>
          <p className="customizer__product">{product.name}</p>
        </div>

        {variants.length > 0 ? (
          <section className="customizer__section">
            <VariantPicker
              variants={variants}
              value={state.variantId}
              onChange={(variantId) =>
                dispatch({
                  type: 'setVariant',
                  variantId,
                  colorId: product.variants.find((v) => v.id === variantId)?.color.id ?? null,
                })
              }
            />
          </section>
        ) : null}

        {product.designs.length > 0 ? (
          <section className="customizer__section">
            <DesignPicker
              designs={product.designs}
              value={state.designId}
              onChange={(designId) => dispatch({ type: 'setDesign', designId })}
              garment={product.garment}
              colors={designColors}
            />
          </section>
        ) : null}

        <section className="customizer__section">
          <h2 className="customizer__heading">Team colours</h2>
          <ZoneColorPicker
            colorIds={state.colorIds}
            colors={paletteColors}
            allColors={data.colors}
            lockedPrimary={!product.isSublimable && Boolean(currentVariant)}
            onChange={(index, colorId) => dispatch({ type: 'setColor', index, colorId })}
          />
        </section>

        <section className="customizer__section">
          <h2 className="customizer__heading">Decorations</h2>
          <DecorationsEditor
            state={state}
            dispatch={dispatch}
            locations={product.decorationLocations}
            colors={paletteColors}
            allColors={data.colors}
            fonts={data.fonts}
            uploadTarget={uploadTarget}
            reversible={reversible}
            pricing={pricing}
            errors={shownErrors}
          />
        </section>

        <section className="customizer__section">
          <h2 className="customizer__heading">Price</h2>
          <PricePanel pricing={pricing} dealerMode={dealerMode} />
          {!showPrices ? <p className="muted">Prices are shown in your locker.</p> : null}
          <p className="muted" style={{ fontSize: 12, marginTop: 8 }}>
            Production time about {product.productionDays} working days.
            {product.minimumPieces > 1 ? ` At least ${product.minimumPieces} pieces per order.` : ''}
          </p>
        </section>

        <div className="customizer__actions">
          <div className="save-status" role="status" aria-live="polite">
            {applying ? (
              <span>Applying Changes...</span>
            ) : savedIndicator ? (
              <span className="save-status__saved">
                <IconCheck size={14} /> Saved
              </span>
            ) : dirty && shownShortId.current ? (
              <span className="muted">Unsaved changes</span>
            ) : null}
          </div>
          <CustomizerSaveActions
            saving={saving}
            busy={saving && !applying}
            saveLabel={toItem.itemId ? null : saveTo.label}
            onSave={() => void (saveTo.productId ? saveToProject() : save())}
            onSaveToItem={() => void saveToLockerItem()}
            onAddToLocker={() => void addToLocker()}
          />
        </div>
      </aside>
    </main>
  );
}
