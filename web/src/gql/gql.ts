/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Viewer($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        name\n      }\n      pages {\n        number\n        title\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query Editor($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        order\n      }\n      pages {\n        number\n        products {\n          id\n        }\n      }\n    }\n  }\n": typeof types.EditorDocument,
    "\n  query CreateProjectData($playbook: Boolean!) {\n    me {\n      id\n      code\n      logo {\n        id\n        url\n        filename\n      }\n    }\n    customers(status: ACTIVE, first: 100) {\n      nodes {\n        id\n        name\n        colors {\n          id\n        }\n        logos {\n          id\n          url\n          filename\n        }\n      }\n    }\n    colors @include(if: $playbook) {\n      id\n      name\n      hex\n      palette\n    }\n    snapsheetColors @skip(if: $playbook) {\n      id\n      name\n      hex\n    }\n    snapsheetTemplates @skip(if: $playbook) {\n      id\n      title\n      products {\n        id\n      }\n    }\n    fsgSports: sports(template: FSG) @include(if: $playbook) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) @include(if: $playbook) {\n      id\n      name\n    }\n  }\n": typeof types.CreateProjectDataDocument,
    "\n  mutation CreateSnapsheet($input: CreateSnapsheetInput!) {\n    createSnapsheet(input: $input) {\n      id\n      dealerCode\n    }\n  }\n": typeof types.CreateSnapsheetDocument,
    "\n  mutation CreatePlaybook($input: CreatePlaybookInput!) {\n    createPlaybook(input: $input) {\n      id\n      dealerCode\n    }\n  }\n": typeof types.CreatePlaybookDocument,
    "\n  query CustomerDialogData {\n    me {\n      id\n      reps {\n        id\n        name\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n  }\n": typeof types.CustomerDialogDataDocument,
    "\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerRow_customer\n    }\n  }\n": typeof types.SaveCustomerDocument,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    type\n    status\n    createdAt\n    rep {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n": typeof types.CustomerRow_CustomerFragmentDoc,
    "\n  mutation UploadLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n": typeof types.UploadLogoDocument,
    "\n  query CustomizerPrice($input: ConfigurationPriceInput!) {\n    configurationPrice(input: $input) {\n      styleId\n      size\n      sizePriceCents\n      decorationPricesCents\n      unitPriceCents\n      msrpCents\n    }\n  }\n": typeof types.CustomizerPriceDocument,
    "\n  mutation UpdateCompanyInfo($input: CompanyInfoInput!) {\n    updateCompanyInfo(input: $input) {\n      id\n      name\n      email\n      phone\n    }\n  }\n": typeof types.UpdateCompanyInfoDocument,
    "\n  mutation EnterDashboard($input: DashboardEntryInput!) {\n    enterDashboard(input: $input) {\n      apiToken\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n": typeof types.EnterDashboardDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      code\n      name\n      email\n    }\n  }\n": typeof types.DashboardMeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation PasscodeAccess($dealerCode: String!, $projectType: ProjectType!, $projectId: ID!, $passcode: String!) {\n    passcodeAccess(dealerCode: $dealerCode, projectType: $projectType, projectId: $projectId, passcode: $passcode) {\n      apiToken\n      projectId\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n": typeof types.PasscodeAccessDocument,
    "\n  fragment LockerItemCard_item on LockerItem {\n    id\n    quantity\n    lineTotalCents\n    product {\n      styleId\n      name\n      brand\n    }\n    configuration {\n      shortId\n      variant {\n        id\n        name\n      }\n      design {\n        id\n        code\n        name\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      decorations {\n        contentType\n        location\n        text\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      back: snapshot(view: BACK) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    sizeLines {\n      size\n      quantity\n      playerName\n      playerNumber\n      unitPriceCents\n      lineTotalCents\n      skuSuffix\n    }\n    prices {\n      productPriceCents\n      decorationsPriceCents\n      finalPriceCents\n      decorationPricesCents\n    }\n  }\n": typeof types.LockerItemCard_ItemFragmentDoc,
    "\n  fragment LockerView_locker on Locker {\n    code\n    totalCents\n    quantity\n    items {\n      id\n      ...LockerItemCard_item\n    }\n  }\n": typeof types.LockerView_LockerFragmentDoc,
    "\n  fragment ProjectLockers_locker on Locker {\n    code\n    quantity\n    totalCents\n    locked\n    items {\n      id\n    }\n    ...LockerView_locker\n  }\n": typeof types.ProjectLockers_LockerFragmentDoc,
    "\n  fragment LogoThumb_logo on Logo {\n    id\n    name\n    filename\n    url\n    kind\n    contentType\n    byteSize\n    width\n    height\n    types\n  }\n": typeof types.LogoThumb_LogoFragmentDoc,
    "\n  mutation LogoUploadDialogLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n": typeof types.LogoUploadDialogLogoDocument,
    "\n  mutation LogoUploadDialogFile($input: UploadLogoInput!) {\n    uploadFile(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n": typeof types.LogoUploadDialogFileDocument,
    "\n  query ProjectLogosLibrary {\n    logos(kind: IMAGE) {\n      ...LogoThumb_logo\n      customerId\n    }\n  }\n": typeof types.ProjectLogosLibraryDocument,
    "\n  query ProjectLogos($projectType: ProjectType!, $projectId: ID!) {\n    projectLogos(projectType: $projectType, projectId: $projectId) {\n      ...ProjectLogos_result\n    }\n  }\n": typeof types.ProjectLogosDocument,
    "\n  fragment ProjectLogos_result on ProjectLogos {\n    projectType\n    projectId\n    clearedDecorations\n    defaultLogo {\n      id\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n": typeof types.ProjectLogos_ResultFragmentDoc,
    "\n  mutation AddProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!, $replaceLogoId: ID) {\n    addProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId, replaceLogoId: $replaceLogoId) {\n      ...ProjectLogos_result\n    }\n  }\n": typeof types.AddProjectLogoDocument,
    "\n  mutation RemoveProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    removeProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n": typeof types.RemoveProjectLogoDocument,
    "\n  mutation SetDefaultLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    setDefaultLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n": typeof types.SetDefaultLogoDocument,
    "\n  mutation SetLogoType($logoId: ID!, $types: [String!]!) {\n    setLogoType(logoId: $logoId, types: $types) {\n      ...LogoThumb_logo\n    }\n  }\n": typeof types.SetLogoTypeDocument,
    "\n  query PlaybookProductPicker($filter: ProductFilter!) {\n    products(filter: $filter, first: 30) {\n      totalCount\n      nodes {\n        styleId\n        name\n        productType\n        category\n      }\n    }\n  }\n": typeof types.PlaybookProductPickerDocument,
    "\n  mutation AddCatalogProduct($playbookId: ID!, $input: AddCatalogProductInput!) {\n    addCatalogProduct(playbookId: $playbookId, input: $input) {\n      id\n    }\n  }\n": typeof types.AddCatalogProductDocument,
    "\n  query PlaybookBulkEdit($dealerCode: String!, $id: ID!, $projectId: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    projectLogos(projectType: PLAYBOOK, projectId: $projectId) {\n      projectId\n      logos {\n        id\n        url\n        filename\n      }\n    }\n  }\n": typeof types.PlaybookBulkEditDocument,
    "\n  query PlaybookBulkEditLibrary {\n    logos(kind: IMAGE) {\n      id\n      url\n      filename\n    }\n  }\n": typeof types.PlaybookBulkEditLibraryDocument,
    "\n  query PlaybookSchools($search: String) {\n    schools(search: $search, first: 20) {\n      code\n      name\n      mascot\n      city\n      state\n    }\n  }\n": typeof types.PlaybookSchoolsDocument,
    "\n  mutation UpdatePlaybook($playbookId: ID!, $input: PlaybookInput!) {\n    updatePlaybook(playbookId: $playbookId, input: $input) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n  }\n": typeof types.UpdatePlaybookDocument,
    "\n  fragment CatalogProductActions_product on PlaybookProduct {\n    id\n    name\n    customPriceCents\n    product {\n      styleId\n      name\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    configuration {\n      shortId\n    }\n  }\n": typeof types.CatalogProductActions_ProductFragmentDoc,
    "\n  fragment CatalogProductActions_name on PlaybookProduct {\n    id\n    name\n  }\n": typeof types.CatalogProductActions_NameFragmentDoc,
    "\n  query CatalogProductActions($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      pages {\n        number\n        kind\n        title\n        catalog {\n          id\n          name\n        }\n        products {\n          ...CatalogProductActions_product\n        }\n      }\n    }\n  }\n": typeof types.CatalogProductActionsDocument,
    "\n  mutation RemoveCatalogProduct($id: ID!) {\n    removeCatalogProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.RemoveCatalogProductDocument,
    "\n  mutation UpdateCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    updateCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCatalogProductDocument,
    "\n  mutation MoveCatalogProduct($id: ID!, $input: MoveCatalogProductInput!) {\n    moveCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.MoveCatalogProductDocument,
    "\n  fragment PlaybookEditPanel_sport on PlaybookSport {\n    id\n    name\n    order\n    catalogs {\n      id\n      name\n      order\n      pageCount\n    }\n  }\n": typeof types.PlaybookEditPanel_SportFragmentDoc,
    "\n  query PlaybookEditPanel($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      template\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n    fsgSports: sports(template: FSG) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) {\n      id\n      name\n    }\n  }\n": typeof types.PlaybookEditPanelDocument,
    "\n  mutation ReorderPlaybookSports($playbookId: ID!, $sportIds: [ID!]!) {\n    reorderPlaybookSports(playbookId: $playbookId, sportIds: $sportIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": typeof types.ReorderPlaybookSportsDocument,
    "\n  mutation ReorderPlaybookCatalogs($playbookId: ID!, $sportId: ID!, $catalogIds: [ID!]!) {\n    reorderPlaybookCatalogs(playbookId: $playbookId, sportId: $sportId, catalogIds: $catalogIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": typeof types.ReorderPlaybookCatalogsDocument,
    "\n  mutation RenamePlaybookSport($playbookId: ID!, $sportId: ID!, $name: String!) {\n    renamePlaybookSport(playbookId: $playbookId, sportId: $sportId, name: $name) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": typeof types.RenamePlaybookSportDocument,
    "\n  mutation AddPlaybookSport($playbookId: ID!, $sportId: ID!) {\n    addPlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": typeof types.AddPlaybookSportDocument,
    "\n  mutation RemovePlaybookSport($playbookId: ID!, $sportId: ID!) {\n    removePlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": typeof types.RemovePlaybookSportDocument,
    "\n  query CatalogProductOptions($styleId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      variants {\n        id\n        name\n        color {\n          id\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.CatalogProductOptionsDocument,
    "\n  fragment Player_garment on Garment {\n    id\n    name\n    panels {\n      name\n      outline\n      facing\n      position\n      rotation\n      inflate\n    }\n    zones {\n      name\n      panel\n      outline\n      colorIndex\n    }\n    locations {\n      name\n      view\n      contentTypes\n      methods\n      panel\n      x\n      y\n      width\n      height\n    }\n  }\n": typeof types.Player_GarmentFragmentDoc,
    "\n  fragment ProjectHeader_snapsheet on Snapsheet {\n    id\n    title\n    teamName\n    dealerCode\n    colors {\n      id\n      name\n      hex\n    }\n  }\n": typeof types.ProjectHeader_SnapsheetFragmentDoc,
    "\n  mutation PublishProject($projectType: ProjectType!, $projectId: ID!) {\n    publishProject(projectType: $projectType, projectId: $projectId) {\n      id\n      status\n      visibility\n      updatedAt\n    }\n  }\n": typeof types.PublishProjectDocument,
    "\n  fragment ProjectsList_snapsheet on Snapsheet {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n": typeof types.ProjectsList_SnapsheetFragmentDoc,
    "\n  fragment ProjectsList_playbook on Playbook {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n": typeof types.ProjectsList_PlaybookFragmentDoc,
    "\n  query ProjectsList($type: ProjectType!, $status: ProjectStatus, $search: String, $first: Int, $after: String) {\n    projects(type: $type, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ProjectsList_snapsheet\n        ...ProjectsList_playbook\n      }\n    }\n  }\n": typeof types.ProjectsListDocument,
    "\n  mutation DuplicateProject($type: ProjectType!, $id: ID!) {\n    duplicateProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n": typeof types.DuplicateProjectDocument,
    "\n  mutation ArchiveProject($type: ProjectType!, $id: ID!) {\n    archiveProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n": typeof types.ArchiveProjectDocument,
    "\n  mutation RestoreProject($type: ProjectType!, $id: ID!) {\n    restoreProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n": typeof types.RestoreProjectDocument,
    "\n  mutation RequestQuote($lockerCode: String!, $contact: QuoteContactInput!) {\n    requestQuote(lockerCode: $lockerCode, contact: $contact) {\n      id\n      totalCents\n      contact {\n        email\n      }\n    }\n  }\n": typeof types.RequestQuoteDocument,
    "\n  mutation SaveRep($input: RepInput!) {\n    saveRep(input: $input) {\n      ...RepRow_rep\n    }\n  }\n": typeof types.SaveRepDocument,
    "\n  fragment RepRow_rep on Rep {\n    id\n    name\n    email\n    phone\n  }\n": typeof types.RepRow_RepFragmentDoc,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  mutation SetDealerLogo($logoId: ID) {\n    setDealerLogo(logoId: $logoId) {\n      ...MySettings_dealer\n    }\n  }\n": typeof types.SetDealerLogoDocument,
    "\n  mutation SetDealerPasscode($passcode: String!) {\n    setDealerPasscode(passcode: $passcode)\n  }\n": typeof types.SetDealerPasscodeDocument,
    "\n  fragment MySettings_dealer on Dealer {\n    id\n    code\n    name\n    email\n    phone\n    headerColor\n    headerMessage\n    dealerMargin\n    requestQuoteEnabled\n    priceGroup\n    hasPasscode\n    logo {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n": typeof types.MySettings_DealerFragmentDoc,
    "\n  query MySettings {\n    me {\n      ...MySettings_dealer\n    }\n  }\n": typeof types.MySettingsDocument,
    "\n  query ApiTokens {\n    me {\n      id\n      apiTokens {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  mutation UpdateDealerSettings($input: DealerSettingsInput!) {\n    updateDealerSettings(input: $input) {\n      ...MySettings_dealer\n    }\n  }\n": typeof types.UpdateDealerSettingsDocument,
    "\n  query CatalogPicker($search: String) {\n    products(filter: { search: $search }, first: 24) {\n      totalCount\n      nodes {\n        styleId\n        name\n        brand\n        productType\n        category\n        baseMsrpCents\n      }\n    }\n  }\n": typeof types.CatalogPickerDocument,
    "\n  mutation AddSnapsheetProduct($snapsheetId: ID!, $input: SnapsheetProductInput!) {\n    addSnapsheetProduct(snapsheetId: $snapsheetId, input: $input) {\n      id\n      ...SnapsheetBook_snapsheet\n    }\n  }\n": typeof types.AddSnapsheetProductDocument,
    "\n  mutation ExportProjectPdf($projectId: ID!) {\n    exportProjectPdf(projectType: SNAPSHEET, projectId: $projectId) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n": typeof types.ExportProjectPdfDocument,
    "\n  query RenderJob($id: ID!) {\n    renderJob(id: $id) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n": typeof types.RenderJobDocument,
    "\n  fragment SnapsheetBook_snapsheet on Snapsheet {\n    id\n    showPrices\n    pages {\n      number\n      products {\n        id\n        ...SnapsheetProductCard_product\n      }\n    }\n  }\n": typeof types.SnapsheetBook_SnapsheetFragmentDoc,
    "\n  fragment SnapsheetProductCard_product on SnapsheetProduct {\n    id\n    order\n    priceCents\n    product {\n      styleId\n      name\n      brand\n    }\n    variant {\n      id\n      name\n    }\n    configuration {\n      shortId\n    }\n    snapshot(view: FRONT) {\n      ...SnapshotImage_snapshot\n    }\n  }\n": typeof types.SnapsheetProductCard_ProductFragmentDoc,
    "\n  fragment SnapshotImage_snapshot on Snapshot {\n    view\n    url\n    status\n    width\n    height\n  }\n": typeof types.SnapshotImage_SnapshotFragmentDoc,
    "\n  query Customers($status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CustomerRow_customer\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  mutation SetCustomerStatus($id: ID!, $status: CustomerStatus!) {\n    setCustomerStatus(id: $id, status: $status) {\n      ...CustomerRow_customer\n    }\n  }\n": typeof types.SetCustomerStatusDocument,
    "\n  query GetStarted {\n    me {\n      id\n      code\n      name\n      email\n      phone\n    }\n    dashboardStats {\n      playbooks\n      snapsheets\n      customers\n      openQuotes\n    }\n  }\n": typeof types.GetStartedDocument,
    "\n  query OrderWebhook {\n    orderWebhook {\n      url\n      hasSecret\n      secretHint\n      secretCreatedAt\n    }\n  }\n": typeof types.OrderWebhookDocument,
    "\n  mutation SetOrderWebhook($url: String, $rotateSecret: Boolean) {\n    setOrderWebhook(url: $url, rotateSecret: $rotateSecret) {\n      secret\n      settings {\n        url\n        hasSecret\n        secretHint\n        secretCreatedAt\n      }\n    }\n  }\n": typeof types.SetOrderWebhookDocument,
    "\n  query Orders($syncStatus: OrderSyncStatus, $first: Int, $after: String) {\n    orders(syncStatus: $syncStatus, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        number\n        createdAt\n        totalCents\n        syncStatus\n        syncAttempts\n        lastSyncError\n        lastSyncAttemptAt\n        syncedAt\n        quote {\n          id\n          contact {\n            name\n          }\n          project {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  mutation RetryOrderSync($id: ID!) {\n    retryOrderSync(id: $id) {\n      id\n      syncStatus\n      lastSyncError\n    }\n  }\n": typeof types.RetryOrderSyncDocument,
    "\n  query OrdersCsv($syncStatus: OrderSyncStatus) {\n    ordersCsv(syncStatus: $syncStatus)\n  }\n": typeof types.OrdersCsvDocument,
    "\n  fragment QuoteDetail_quote on Quote {\n    id\n    status\n    read\n    message\n    createdAt\n    totalCents\n    canUnlockProject\n    contact {\n      name\n      email\n      phone\n      organization\n    }\n    project {\n      id\n      type\n      title\n      dealerCode\n      status\n    }\n    items {\n      configurationShortId\n      styleId\n      productName\n      quantity\n      lineTotalCents\n      snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        unitPriceCents\n        lineTotalCents\n      }\n    }\n    order {\n      id\n      number\n      syncStatus\n    }\n  }\n": typeof types.QuoteDetail_QuoteFragmentDoc,
    "\n  query QuoteDetail($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n": typeof types.QuoteDetailDocument,
    "\n  mutation MarkQuoteRead($id: ID!, $read: Boolean!) {\n    markQuoteRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": typeof types.MarkQuoteReadDocument,
    "\n  mutation CloseQuote($id: ID!) {\n    closeQuote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n": typeof types.CloseQuoteDocument,
    "\n  mutation ConvertQuoteToOrder($id: ID!) {\n    convertQuoteToOrder(id: $id) {\n      id\n      number\n      quote {\n        ...QuoteDetail_quote\n      }\n    }\n  }\n": typeof types.ConvertQuoteToOrderDocument,
    "\n  mutation UnlockQuoteProject($id: ID!) {\n    unlockQuoteProject(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n": typeof types.UnlockQuoteProjectDocument,
    "\n  query Quotes($status: QuoteStatus, $first: Int, $after: String) {\n    quotes(status: $status, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        status\n        read\n        createdAt\n        totalCents\n        contact {\n          name\n          email\n        }\n        project {\n          id\n          title\n        }\n        items {\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.QuotesDocument,
    "\n  query Reps {\n    me {\n      id\n      reps {\n        ...RepRow_rep\n      }\n    }\n  }\n": typeof types.RepsDocument,
    "\n  mutation RemoveRep($id: ID!) {\n    removeRep(id: $id)\n  }\n": typeof types.RemoveRepDocument,
    "\n  query PlaybookPage($dealerCode: String!, $id: ID!, $perSport: Int!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      template\n      showPrices\n      showCoverAndIndex\n      dealerCode\n      colors {\n        id\n        name\n        hex\n      }\n      customer {\n        id\n        name\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n      sports {\n        id\n        name\n        order\n        products(first: $perSport) {\n          priceCents\n          product {\n            styleId\n            name\n            brand\n            productType\n          }\n          snapshot {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n": typeof types.PlaybookPageDocument,
    "\n  query PrintSnapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      colors {\n        id\n        name\n        hex\n      }\n      pages {\n        number\n        products {\n          id\n          priceCents\n          product {\n            styleId\n            name\n            brand\n          }\n          variant {\n            id\n            name\n          }\n          snapshot(view: FRONT) {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n": typeof types.PrintSnapsheetDocument,
    "\n  query SnapsheetLocker($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      lockerCode\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        code\n        canRequestQuote\n        locked\n        ...LockerView_locker\n      }\n      lockers {\n        ...ProjectLockers_locker\n      }\n    }\n  }\n": typeof types.SnapsheetLockerDocument,
    "\n  mutation RemoveLockerItem($id: ID!) {\n    removeLockerItem(id: $id) {\n      code\n      ...LockerView_locker\n    }\n  }\n": typeof types.RemoveLockerItemDocument,
    "\n  query ProductCustomizer($styleId: ID!, $dealerCode: String!, $projectId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      name\n      brand\n      productType\n      isSublimable\n      baseSize\n      productionDays\n      variants {\n        id\n        name\n        color {\n          id\n          name\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n      decorationLocations {\n        name\n        view\n        contentTypes\n        width\n        height\n      }\n      garment {\n        ...Player_garment\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    fonts {\n      key\n      family\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      showPrices\n      ...ProjectHeader_snapsheet\n      products {\n        id\n        product {\n          styleId\n        }\n        variant {\n          id\n        }\n        design {\n          id\n        }\n      }\n    }\n  }\n": typeof types.ProductCustomizerDocument,
    "\n  fragment ProductCustomizer_configuration on Configuration {\n    shortId\n    product {\n      styleId\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    colors {\n      id\n    }\n    reversibleView\n    decorations {\n      contentType\n      location\n      text\n      fillColor {\n        id\n      }\n      outline1Color {\n        id\n      }\n      outline2Color {\n        id\n      }\n      textHeight\n      font\n      logo {\n        id\n        url\n      }\n      rotation\n      zoom\n      view\n    }\n  }\n": typeof types.ProductCustomizer_ConfigurationFragmentDoc,
    "\n  query SavedConfiguration($shortId: ID!) {\n    configuration(shortId: $shortId) {\n      ...ProductCustomizer_configuration\n    }\n  }\n": typeof types.SavedConfigurationDocument,
    "\n  mutation SaveConfiguration($input: ConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      ...ProductCustomizer_configuration\n    }\n  }\n": typeof types.SaveConfigurationDocument,
    "\n  fragment SnapsheetRoster_locker on Locker {\n    code\n    locked\n    quantity\n    items {\n      id\n      product {\n        styleId\n        name\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        skuSuffix\n      }\n    }\n  }\n": typeof types.SnapsheetRoster_LockerFragmentDoc,
    "\n  query SnapsheetRoster($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        ...SnapsheetRoster_locker\n      }\n      lockers {\n        ...SnapsheetRoster_locker\n      }\n    }\n  }\n": typeof types.SnapsheetRosterDocument,
    "\n  query SizesSelection($shortId: ID!, $dealerCode: String!, $projectId: ID!) {\n    configuration(shortId: $shortId) {\n      shortId\n      product {\n        styleId\n        name\n        brand\n        sizes\n        baseSize\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      lockerCode\n      status\n      locker {\n        code\n        locked\n      }\n      ...ProjectHeader_snapsheet\n    }\n  }\n": typeof types.SizesSelectionDocument,
    "\n  mutation AddToLocker($input: AddToLockerInput!) {\n    addToLocker(input: $input) {\n      code\n      ...LockerView_locker\n    }\n  }\n": typeof types.AddToLockerDocument,
    "\n  query Snapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      lockerCode\n      customer {\n        id\n      }\n      ...ProjectHeader_snapsheet\n      ...SnapsheetBook_snapsheet\n    }\n  }\n": typeof types.SnapsheetDocument,
};
const documents: Documents = {
    "\n  query Viewer($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        name\n      }\n      pages {\n        number\n        title\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  query Editor($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        order\n      }\n      pages {\n        number\n        products {\n          id\n        }\n      }\n    }\n  }\n": types.EditorDocument,
    "\n  query CreateProjectData($playbook: Boolean!) {\n    me {\n      id\n      code\n      logo {\n        id\n        url\n        filename\n      }\n    }\n    customers(status: ACTIVE, first: 100) {\n      nodes {\n        id\n        name\n        colors {\n          id\n        }\n        logos {\n          id\n          url\n          filename\n        }\n      }\n    }\n    colors @include(if: $playbook) {\n      id\n      name\n      hex\n      palette\n    }\n    snapsheetColors @skip(if: $playbook) {\n      id\n      name\n      hex\n    }\n    snapsheetTemplates @skip(if: $playbook) {\n      id\n      title\n      products {\n        id\n      }\n    }\n    fsgSports: sports(template: FSG) @include(if: $playbook) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) @include(if: $playbook) {\n      id\n      name\n    }\n  }\n": types.CreateProjectDataDocument,
    "\n  mutation CreateSnapsheet($input: CreateSnapsheetInput!) {\n    createSnapsheet(input: $input) {\n      id\n      dealerCode\n    }\n  }\n": types.CreateSnapsheetDocument,
    "\n  mutation CreatePlaybook($input: CreatePlaybookInput!) {\n    createPlaybook(input: $input) {\n      id\n      dealerCode\n    }\n  }\n": types.CreatePlaybookDocument,
    "\n  query CustomerDialogData {\n    me {\n      id\n      reps {\n        id\n        name\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n  }\n": types.CustomerDialogDataDocument,
    "\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerRow_customer\n    }\n  }\n": types.SaveCustomerDocument,
    "\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    type\n    status\n    createdAt\n    rep {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n": types.CustomerRow_CustomerFragmentDoc,
    "\n  mutation UploadLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n": types.UploadLogoDocument,
    "\n  query CustomizerPrice($input: ConfigurationPriceInput!) {\n    configurationPrice(input: $input) {\n      styleId\n      size\n      sizePriceCents\n      decorationPricesCents\n      unitPriceCents\n      msrpCents\n    }\n  }\n": types.CustomizerPriceDocument,
    "\n  mutation UpdateCompanyInfo($input: CompanyInfoInput!) {\n    updateCompanyInfo(input: $input) {\n      id\n      name\n      email\n      phone\n    }\n  }\n": types.UpdateCompanyInfoDocument,
    "\n  mutation EnterDashboard($input: DashboardEntryInput!) {\n    enterDashboard(input: $input) {\n      apiToken\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n": types.EnterDashboardDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      code\n      name\n      email\n    }\n  }\n": types.DashboardMeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation PasscodeAccess($dealerCode: String!, $projectType: ProjectType!, $projectId: ID!, $passcode: String!) {\n    passcodeAccess(dealerCode: $dealerCode, projectType: $projectType, projectId: $projectId, passcode: $passcode) {\n      apiToken\n      projectId\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n": types.PasscodeAccessDocument,
    "\n  fragment LockerItemCard_item on LockerItem {\n    id\n    quantity\n    lineTotalCents\n    product {\n      styleId\n      name\n      brand\n    }\n    configuration {\n      shortId\n      variant {\n        id\n        name\n      }\n      design {\n        id\n        code\n        name\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      decorations {\n        contentType\n        location\n        text\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      back: snapshot(view: BACK) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    sizeLines {\n      size\n      quantity\n      playerName\n      playerNumber\n      unitPriceCents\n      lineTotalCents\n      skuSuffix\n    }\n    prices {\n      productPriceCents\n      decorationsPriceCents\n      finalPriceCents\n      decorationPricesCents\n    }\n  }\n": types.LockerItemCard_ItemFragmentDoc,
    "\n  fragment LockerView_locker on Locker {\n    code\n    totalCents\n    quantity\n    items {\n      id\n      ...LockerItemCard_item\n    }\n  }\n": types.LockerView_LockerFragmentDoc,
    "\n  fragment ProjectLockers_locker on Locker {\n    code\n    quantity\n    totalCents\n    locked\n    items {\n      id\n    }\n    ...LockerView_locker\n  }\n": types.ProjectLockers_LockerFragmentDoc,
    "\n  fragment LogoThumb_logo on Logo {\n    id\n    name\n    filename\n    url\n    kind\n    contentType\n    byteSize\n    width\n    height\n    types\n  }\n": types.LogoThumb_LogoFragmentDoc,
    "\n  mutation LogoUploadDialogLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n": types.LogoUploadDialogLogoDocument,
    "\n  mutation LogoUploadDialogFile($input: UploadLogoInput!) {\n    uploadFile(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n": types.LogoUploadDialogFileDocument,
    "\n  query ProjectLogosLibrary {\n    logos(kind: IMAGE) {\n      ...LogoThumb_logo\n      customerId\n    }\n  }\n": types.ProjectLogosLibraryDocument,
    "\n  query ProjectLogos($projectType: ProjectType!, $projectId: ID!) {\n    projectLogos(projectType: $projectType, projectId: $projectId) {\n      ...ProjectLogos_result\n    }\n  }\n": types.ProjectLogosDocument,
    "\n  fragment ProjectLogos_result on ProjectLogos {\n    projectType\n    projectId\n    clearedDecorations\n    defaultLogo {\n      id\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n": types.ProjectLogos_ResultFragmentDoc,
    "\n  mutation AddProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!, $replaceLogoId: ID) {\n    addProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId, replaceLogoId: $replaceLogoId) {\n      ...ProjectLogos_result\n    }\n  }\n": types.AddProjectLogoDocument,
    "\n  mutation RemoveProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    removeProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n": types.RemoveProjectLogoDocument,
    "\n  mutation SetDefaultLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    setDefaultLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n": types.SetDefaultLogoDocument,
    "\n  mutation SetLogoType($logoId: ID!, $types: [String!]!) {\n    setLogoType(logoId: $logoId, types: $types) {\n      ...LogoThumb_logo\n    }\n  }\n": types.SetLogoTypeDocument,
    "\n  query PlaybookProductPicker($filter: ProductFilter!) {\n    products(filter: $filter, first: 30) {\n      totalCount\n      nodes {\n        styleId\n        name\n        productType\n        category\n      }\n    }\n  }\n": types.PlaybookProductPickerDocument,
    "\n  mutation AddCatalogProduct($playbookId: ID!, $input: AddCatalogProductInput!) {\n    addCatalogProduct(playbookId: $playbookId, input: $input) {\n      id\n    }\n  }\n": types.AddCatalogProductDocument,
    "\n  query PlaybookBulkEdit($dealerCode: String!, $id: ID!, $projectId: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    projectLogos(projectType: PLAYBOOK, projectId: $projectId) {\n      projectId\n      logos {\n        id\n        url\n        filename\n      }\n    }\n  }\n": types.PlaybookBulkEditDocument,
    "\n  query PlaybookBulkEditLibrary {\n    logos(kind: IMAGE) {\n      id\n      url\n      filename\n    }\n  }\n": types.PlaybookBulkEditLibraryDocument,
    "\n  query PlaybookSchools($search: String) {\n    schools(search: $search, first: 20) {\n      code\n      name\n      mascot\n      city\n      state\n    }\n  }\n": types.PlaybookSchoolsDocument,
    "\n  mutation UpdatePlaybook($playbookId: ID!, $input: PlaybookInput!) {\n    updatePlaybook(playbookId: $playbookId, input: $input) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n  }\n": types.UpdatePlaybookDocument,
    "\n  fragment CatalogProductActions_product on PlaybookProduct {\n    id\n    name\n    customPriceCents\n    product {\n      styleId\n      name\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    configuration {\n      shortId\n    }\n  }\n": types.CatalogProductActions_ProductFragmentDoc,
    "\n  fragment CatalogProductActions_name on PlaybookProduct {\n    id\n    name\n  }\n": types.CatalogProductActions_NameFragmentDoc,
    "\n  query CatalogProductActions($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      pages {\n        number\n        kind\n        title\n        catalog {\n          id\n          name\n        }\n        products {\n          ...CatalogProductActions_product\n        }\n      }\n    }\n  }\n": types.CatalogProductActionsDocument,
    "\n  mutation RemoveCatalogProduct($id: ID!) {\n    removeCatalogProduct(id: $id) {\n      id\n    }\n  }\n": types.RemoveCatalogProductDocument,
    "\n  mutation UpdateCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    updateCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCatalogProductDocument,
    "\n  mutation MoveCatalogProduct($id: ID!, $input: MoveCatalogProductInput!) {\n    moveCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": types.MoveCatalogProductDocument,
    "\n  fragment PlaybookEditPanel_sport on PlaybookSport {\n    id\n    name\n    order\n    catalogs {\n      id\n      name\n      order\n      pageCount\n    }\n  }\n": types.PlaybookEditPanel_SportFragmentDoc,
    "\n  query PlaybookEditPanel($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      template\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n    fsgSports: sports(template: FSG) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) {\n      id\n      name\n    }\n  }\n": types.PlaybookEditPanelDocument,
    "\n  mutation ReorderPlaybookSports($playbookId: ID!, $sportIds: [ID!]!) {\n    reorderPlaybookSports(playbookId: $playbookId, sportIds: $sportIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": types.ReorderPlaybookSportsDocument,
    "\n  mutation ReorderPlaybookCatalogs($playbookId: ID!, $sportId: ID!, $catalogIds: [ID!]!) {\n    reorderPlaybookCatalogs(playbookId: $playbookId, sportId: $sportId, catalogIds: $catalogIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": types.ReorderPlaybookCatalogsDocument,
    "\n  mutation RenamePlaybookSport($playbookId: ID!, $sportId: ID!, $name: String!) {\n    renamePlaybookSport(playbookId: $playbookId, sportId: $sportId, name: $name) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": types.RenamePlaybookSportDocument,
    "\n  mutation AddPlaybookSport($playbookId: ID!, $sportId: ID!) {\n    addPlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": types.AddPlaybookSportDocument,
    "\n  mutation RemovePlaybookSport($playbookId: ID!, $sportId: ID!) {\n    removePlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n": types.RemovePlaybookSportDocument,
    "\n  query CatalogProductOptions($styleId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      variants {\n        id\n        name\n        color {\n          id\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.CatalogProductOptionsDocument,
    "\n  fragment Player_garment on Garment {\n    id\n    name\n    panels {\n      name\n      outline\n      facing\n      position\n      rotation\n      inflate\n    }\n    zones {\n      name\n      panel\n      outline\n      colorIndex\n    }\n    locations {\n      name\n      view\n      contentTypes\n      methods\n      panel\n      x\n      y\n      width\n      height\n    }\n  }\n": types.Player_GarmentFragmentDoc,
    "\n  fragment ProjectHeader_snapsheet on Snapsheet {\n    id\n    title\n    teamName\n    dealerCode\n    colors {\n      id\n      name\n      hex\n    }\n  }\n": types.ProjectHeader_SnapsheetFragmentDoc,
    "\n  mutation PublishProject($projectType: ProjectType!, $projectId: ID!) {\n    publishProject(projectType: $projectType, projectId: $projectId) {\n      id\n      status\n      visibility\n      updatedAt\n    }\n  }\n": types.PublishProjectDocument,
    "\n  fragment ProjectsList_snapsheet on Snapsheet {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n": types.ProjectsList_SnapsheetFragmentDoc,
    "\n  fragment ProjectsList_playbook on Playbook {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n": types.ProjectsList_PlaybookFragmentDoc,
    "\n  query ProjectsList($type: ProjectType!, $status: ProjectStatus, $search: String, $first: Int, $after: String) {\n    projects(type: $type, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ProjectsList_snapsheet\n        ...ProjectsList_playbook\n      }\n    }\n  }\n": types.ProjectsListDocument,
    "\n  mutation DuplicateProject($type: ProjectType!, $id: ID!) {\n    duplicateProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n": types.DuplicateProjectDocument,
    "\n  mutation ArchiveProject($type: ProjectType!, $id: ID!) {\n    archiveProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n": types.ArchiveProjectDocument,
    "\n  mutation RestoreProject($type: ProjectType!, $id: ID!) {\n    restoreProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n": types.RestoreProjectDocument,
    "\n  mutation RequestQuote($lockerCode: String!, $contact: QuoteContactInput!) {\n    requestQuote(lockerCode: $lockerCode, contact: $contact) {\n      id\n      totalCents\n      contact {\n        email\n      }\n    }\n  }\n": types.RequestQuoteDocument,
    "\n  mutation SaveRep($input: RepInput!) {\n    saveRep(input: $input) {\n      ...RepRow_rep\n    }\n  }\n": types.SaveRepDocument,
    "\n  fragment RepRow_rep on Rep {\n    id\n    name\n    email\n    phone\n  }\n": types.RepRow_RepFragmentDoc,
    "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n": types.RevokeApiTokenDocument,
    "\n  mutation SetDealerLogo($logoId: ID) {\n    setDealerLogo(logoId: $logoId) {\n      ...MySettings_dealer\n    }\n  }\n": types.SetDealerLogoDocument,
    "\n  mutation SetDealerPasscode($passcode: String!) {\n    setDealerPasscode(passcode: $passcode)\n  }\n": types.SetDealerPasscodeDocument,
    "\n  fragment MySettings_dealer on Dealer {\n    id\n    code\n    name\n    email\n    phone\n    headerColor\n    headerMessage\n    dealerMargin\n    requestQuoteEnabled\n    priceGroup\n    hasPasscode\n    logo {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n": types.MySettings_DealerFragmentDoc,
    "\n  query MySettings {\n    me {\n      ...MySettings_dealer\n    }\n  }\n": types.MySettingsDocument,
    "\n  query ApiTokens {\n    me {\n      id\n      apiTokens {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n": types.ApiTokensDocument,
    "\n  mutation UpdateDealerSettings($input: DealerSettingsInput!) {\n    updateDealerSettings(input: $input) {\n      ...MySettings_dealer\n    }\n  }\n": types.UpdateDealerSettingsDocument,
    "\n  query CatalogPicker($search: String) {\n    products(filter: { search: $search }, first: 24) {\n      totalCount\n      nodes {\n        styleId\n        name\n        brand\n        productType\n        category\n        baseMsrpCents\n      }\n    }\n  }\n": types.CatalogPickerDocument,
    "\n  mutation AddSnapsheetProduct($snapsheetId: ID!, $input: SnapsheetProductInput!) {\n    addSnapsheetProduct(snapsheetId: $snapsheetId, input: $input) {\n      id\n      ...SnapsheetBook_snapsheet\n    }\n  }\n": types.AddSnapsheetProductDocument,
    "\n  mutation ExportProjectPdf($projectId: ID!) {\n    exportProjectPdf(projectType: SNAPSHEET, projectId: $projectId) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n": types.ExportProjectPdfDocument,
    "\n  query RenderJob($id: ID!) {\n    renderJob(id: $id) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n": types.RenderJobDocument,
    "\n  fragment SnapsheetBook_snapsheet on Snapsheet {\n    id\n    showPrices\n    pages {\n      number\n      products {\n        id\n        ...SnapsheetProductCard_product\n      }\n    }\n  }\n": types.SnapsheetBook_SnapsheetFragmentDoc,
    "\n  fragment SnapsheetProductCard_product on SnapsheetProduct {\n    id\n    order\n    priceCents\n    product {\n      styleId\n      name\n      brand\n    }\n    variant {\n      id\n      name\n    }\n    configuration {\n      shortId\n    }\n    snapshot(view: FRONT) {\n      ...SnapshotImage_snapshot\n    }\n  }\n": types.SnapsheetProductCard_ProductFragmentDoc,
    "\n  fragment SnapshotImage_snapshot on Snapshot {\n    view\n    url\n    status\n    width\n    height\n  }\n": types.SnapshotImage_SnapshotFragmentDoc,
    "\n  query Customers($status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CustomerRow_customer\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  mutation SetCustomerStatus($id: ID!, $status: CustomerStatus!) {\n    setCustomerStatus(id: $id, status: $status) {\n      ...CustomerRow_customer\n    }\n  }\n": types.SetCustomerStatusDocument,
    "\n  query GetStarted {\n    me {\n      id\n      code\n      name\n      email\n      phone\n    }\n    dashboardStats {\n      playbooks\n      snapsheets\n      customers\n      openQuotes\n    }\n  }\n": types.GetStartedDocument,
    "\n  query OrderWebhook {\n    orderWebhook {\n      url\n      hasSecret\n      secretHint\n      secretCreatedAt\n    }\n  }\n": types.OrderWebhookDocument,
    "\n  mutation SetOrderWebhook($url: String, $rotateSecret: Boolean) {\n    setOrderWebhook(url: $url, rotateSecret: $rotateSecret) {\n      secret\n      settings {\n        url\n        hasSecret\n        secretHint\n        secretCreatedAt\n      }\n    }\n  }\n": types.SetOrderWebhookDocument,
    "\n  query Orders($syncStatus: OrderSyncStatus, $first: Int, $after: String) {\n    orders(syncStatus: $syncStatus, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        number\n        createdAt\n        totalCents\n        syncStatus\n        syncAttempts\n        lastSyncError\n        lastSyncAttemptAt\n        syncedAt\n        quote {\n          id\n          contact {\n            name\n          }\n          project {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n": types.OrdersDocument,
    "\n  mutation RetryOrderSync($id: ID!) {\n    retryOrderSync(id: $id) {\n      id\n      syncStatus\n      lastSyncError\n    }\n  }\n": types.RetryOrderSyncDocument,
    "\n  query OrdersCsv($syncStatus: OrderSyncStatus) {\n    ordersCsv(syncStatus: $syncStatus)\n  }\n": types.OrdersCsvDocument,
    "\n  fragment QuoteDetail_quote on Quote {\n    id\n    status\n    read\n    message\n    createdAt\n    totalCents\n    canUnlockProject\n    contact {\n      name\n      email\n      phone\n      organization\n    }\n    project {\n      id\n      type\n      title\n      dealerCode\n      status\n    }\n    items {\n      configurationShortId\n      styleId\n      productName\n      quantity\n      lineTotalCents\n      snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        unitPriceCents\n        lineTotalCents\n      }\n    }\n    order {\n      id\n      number\n      syncStatus\n    }\n  }\n": types.QuoteDetail_QuoteFragmentDoc,
    "\n  query QuoteDetail($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n": types.QuoteDetailDocument,
    "\n  mutation MarkQuoteRead($id: ID!, $read: Boolean!) {\n    markQuoteRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n": types.MarkQuoteReadDocument,
    "\n  mutation CloseQuote($id: ID!) {\n    closeQuote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n": types.CloseQuoteDocument,
    "\n  mutation ConvertQuoteToOrder($id: ID!) {\n    convertQuoteToOrder(id: $id) {\n      id\n      number\n      quote {\n        ...QuoteDetail_quote\n      }\n    }\n  }\n": types.ConvertQuoteToOrderDocument,
    "\n  mutation UnlockQuoteProject($id: ID!) {\n    unlockQuoteProject(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n": types.UnlockQuoteProjectDocument,
    "\n  query Quotes($status: QuoteStatus, $first: Int, $after: String) {\n    quotes(status: $status, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        status\n        read\n        createdAt\n        totalCents\n        contact {\n          name\n          email\n        }\n        project {\n          id\n          title\n        }\n        items {\n          quantity\n        }\n      }\n    }\n  }\n": types.QuotesDocument,
    "\n  query Reps {\n    me {\n      id\n      reps {\n        ...RepRow_rep\n      }\n    }\n  }\n": types.RepsDocument,
    "\n  mutation RemoveRep($id: ID!) {\n    removeRep(id: $id)\n  }\n": types.RemoveRepDocument,
    "\n  query PlaybookPage($dealerCode: String!, $id: ID!, $perSport: Int!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      template\n      showPrices\n      showCoverAndIndex\n      dealerCode\n      colors {\n        id\n        name\n        hex\n      }\n      customer {\n        id\n        name\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n      sports {\n        id\n        name\n        order\n        products(first: $perSport) {\n          priceCents\n          product {\n            styleId\n            name\n            brand\n            productType\n          }\n          snapshot {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n": types.PlaybookPageDocument,
    "\n  query PrintSnapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      colors {\n        id\n        name\n        hex\n      }\n      pages {\n        number\n        products {\n          id\n          priceCents\n          product {\n            styleId\n            name\n            brand\n          }\n          variant {\n            id\n            name\n          }\n          snapshot(view: FRONT) {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n": types.PrintSnapsheetDocument,
    "\n  query SnapsheetLocker($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      lockerCode\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        code\n        canRequestQuote\n        locked\n        ...LockerView_locker\n      }\n      lockers {\n        ...ProjectLockers_locker\n      }\n    }\n  }\n": types.SnapsheetLockerDocument,
    "\n  mutation RemoveLockerItem($id: ID!) {\n    removeLockerItem(id: $id) {\n      code\n      ...LockerView_locker\n    }\n  }\n": types.RemoveLockerItemDocument,
    "\n  query ProductCustomizer($styleId: ID!, $dealerCode: String!, $projectId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      name\n      brand\n      productType\n      isSublimable\n      baseSize\n      productionDays\n      variants {\n        id\n        name\n        color {\n          id\n          name\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n      decorationLocations {\n        name\n        view\n        contentTypes\n        width\n        height\n      }\n      garment {\n        ...Player_garment\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    fonts {\n      key\n      family\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      showPrices\n      ...ProjectHeader_snapsheet\n      products {\n        id\n        product {\n          styleId\n        }\n        variant {\n          id\n        }\n        design {\n          id\n        }\n      }\n    }\n  }\n": types.ProductCustomizerDocument,
    "\n  fragment ProductCustomizer_configuration on Configuration {\n    shortId\n    product {\n      styleId\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    colors {\n      id\n    }\n    reversibleView\n    decorations {\n      contentType\n      location\n      text\n      fillColor {\n        id\n      }\n      outline1Color {\n        id\n      }\n      outline2Color {\n        id\n      }\n      textHeight\n      font\n      logo {\n        id\n        url\n      }\n      rotation\n      zoom\n      view\n    }\n  }\n": types.ProductCustomizer_ConfigurationFragmentDoc,
    "\n  query SavedConfiguration($shortId: ID!) {\n    configuration(shortId: $shortId) {\n      ...ProductCustomizer_configuration\n    }\n  }\n": types.SavedConfigurationDocument,
    "\n  mutation SaveConfiguration($input: ConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      ...ProductCustomizer_configuration\n    }\n  }\n": types.SaveConfigurationDocument,
    "\n  fragment SnapsheetRoster_locker on Locker {\n    code\n    locked\n    quantity\n    items {\n      id\n      product {\n        styleId\n        name\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        skuSuffix\n      }\n    }\n  }\n": types.SnapsheetRoster_LockerFragmentDoc,
    "\n  query SnapsheetRoster($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        ...SnapsheetRoster_locker\n      }\n      lockers {\n        ...SnapsheetRoster_locker\n      }\n    }\n  }\n": types.SnapsheetRosterDocument,
    "\n  query SizesSelection($shortId: ID!, $dealerCode: String!, $projectId: ID!) {\n    configuration(shortId: $shortId) {\n      shortId\n      product {\n        styleId\n        name\n        brand\n        sizes\n        baseSize\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      lockerCode\n      status\n      locker {\n        code\n        locked\n      }\n      ...ProjectHeader_snapsheet\n    }\n  }\n": types.SizesSelectionDocument,
    "\n  mutation AddToLocker($input: AddToLockerInput!) {\n    addToLocker(input: $input) {\n      code\n      ...LockerView_locker\n    }\n  }\n": types.AddToLockerDocument,
    "\n  query Snapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      lockerCode\n      customer {\n        id\n      }\n      ...ProjectHeader_snapsheet\n      ...SnapsheetBook_snapsheet\n    }\n  }\n": types.SnapsheetDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        name\n      }\n      pages {\n        number\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        name\n      }\n      pages {\n        number\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Editor($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        order\n      }\n      pages {\n        number\n        products {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Editor($id: ID!) {\n    playbook(dealerCode: \"D\", id: $id) {\n      id\n      sports {\n        id\n        order\n      }\n      pages {\n        number\n        products {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateProjectData($playbook: Boolean!) {\n    me {\n      id\n      code\n      logo {\n        id\n        url\n        filename\n      }\n    }\n    customers(status: ACTIVE, first: 100) {\n      nodes {\n        id\n        name\n        colors {\n          id\n        }\n        logos {\n          id\n          url\n          filename\n        }\n      }\n    }\n    colors @include(if: $playbook) {\n      id\n      name\n      hex\n      palette\n    }\n    snapsheetColors @skip(if: $playbook) {\n      id\n      name\n      hex\n    }\n    snapsheetTemplates @skip(if: $playbook) {\n      id\n      title\n      products {\n        id\n      }\n    }\n    fsgSports: sports(template: FSG) @include(if: $playbook) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) @include(if: $playbook) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CreateProjectData($playbook: Boolean!) {\n    me {\n      id\n      code\n      logo {\n        id\n        url\n        filename\n      }\n    }\n    customers(status: ACTIVE, first: 100) {\n      nodes {\n        id\n        name\n        colors {\n          id\n        }\n        logos {\n          id\n          url\n          filename\n        }\n      }\n    }\n    colors @include(if: $playbook) {\n      id\n      name\n      hex\n      palette\n    }\n    snapsheetColors @skip(if: $playbook) {\n      id\n      name\n      hex\n    }\n    snapsheetTemplates @skip(if: $playbook) {\n      id\n      title\n      products {\n        id\n      }\n    }\n    fsgSports: sports(template: FSG) @include(if: $playbook) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) @include(if: $playbook) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSnapsheet($input: CreateSnapsheetInput!) {\n    createSnapsheet(input: $input) {\n      id\n      dealerCode\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSnapsheet($input: CreateSnapsheetInput!) {\n    createSnapsheet(input: $input) {\n      id\n      dealerCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlaybook($input: CreatePlaybookInput!) {\n    createPlaybook(input: $input) {\n      id\n      dealerCode\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlaybook($input: CreatePlaybookInput!) {\n    createPlaybook(input: $input) {\n      id\n      dealerCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerDialogData {\n    me {\n      id\n      reps {\n        id\n        name\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n  }\n"): (typeof documents)["\n  query CustomerDialogData {\n    me {\n      id\n      reps {\n        id\n        name\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerRow_customer\n    }\n  }\n"): (typeof documents)["\n  mutation SaveCustomer($input: CustomerInput!) {\n    saveCustomer(input: $input) {\n      ...CustomerRow_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    type\n    status\n    createdAt\n    rep {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n"): (typeof documents)["\n  fragment CustomerRow_customer on Customer {\n    id\n    name\n    type\n    status\n    createdAt\n    rep {\n      id\n      name\n    }\n    colors {\n      id\n      name\n      hex\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n"): (typeof documents)["\n  mutation UploadLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomizerPrice($input: ConfigurationPriceInput!) {\n    configurationPrice(input: $input) {\n      styleId\n      size\n      sizePriceCents\n      decorationPricesCents\n      unitPriceCents\n      msrpCents\n    }\n  }\n"): (typeof documents)["\n  query CustomizerPrice($input: ConfigurationPriceInput!) {\n    configurationPrice(input: $input) {\n      styleId\n      size\n      sizePriceCents\n      decorationPricesCents\n      unitPriceCents\n      msrpCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompanyInfo($input: CompanyInfoInput!) {\n    updateCompanyInfo(input: $input) {\n      id\n      name\n      email\n      phone\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompanyInfo($input: CompanyInfoInput!) {\n    updateCompanyInfo(input: $input) {\n      id\n      name\n      email\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterDashboard($input: DashboardEntryInput!) {\n    enterDashboard(input: $input) {\n      apiToken\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EnterDashboard($input: DashboardEntryInput!) {\n    enterDashboard(input: $input) {\n      apiToken\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMe {\n    me {\n      id\n      code\n      name\n      email\n    }\n  }\n"): (typeof documents)["\n  query DashboardMe {\n    me {\n      id\n      code\n      name\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PasscodeAccess($dealerCode: String!, $projectType: ProjectType!, $projectId: ID!, $passcode: String!) {\n    passcodeAccess(dealerCode: $dealerCode, projectType: $projectType, projectId: $projectId, passcode: $passcode) {\n      apiToken\n      projectId\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PasscodeAccess($dealerCode: String!, $projectType: ProjectType!, $projectId: ID!, $passcode: String!) {\n    passcodeAccess(dealerCode: $dealerCode, projectType: $projectType, projectId: $projectId, passcode: $passcode) {\n      apiToken\n      projectId\n      dealer {\n        id\n        code\n        name\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LockerItemCard_item on LockerItem {\n    id\n    quantity\n    lineTotalCents\n    product {\n      styleId\n      name\n      brand\n    }\n    configuration {\n      shortId\n      variant {\n        id\n        name\n      }\n      design {\n        id\n        code\n        name\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      decorations {\n        contentType\n        location\n        text\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      back: snapshot(view: BACK) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    sizeLines {\n      size\n      quantity\n      playerName\n      playerNumber\n      unitPriceCents\n      lineTotalCents\n      skuSuffix\n    }\n    prices {\n      productPriceCents\n      decorationsPriceCents\n      finalPriceCents\n      decorationPricesCents\n    }\n  }\n"): (typeof documents)["\n  fragment LockerItemCard_item on LockerItem {\n    id\n    quantity\n    lineTotalCents\n    product {\n      styleId\n      name\n      brand\n    }\n    configuration {\n      shortId\n      variant {\n        id\n        name\n      }\n      design {\n        id\n        code\n        name\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      decorations {\n        contentType\n        location\n        text\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      back: snapshot(view: BACK) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    sizeLines {\n      size\n      quantity\n      playerName\n      playerNumber\n      unitPriceCents\n      lineTotalCents\n      skuSuffix\n    }\n    prices {\n      productPriceCents\n      decorationsPriceCents\n      finalPriceCents\n      decorationPricesCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LockerView_locker on Locker {\n    code\n    totalCents\n    quantity\n    items {\n      id\n      ...LockerItemCard_item\n    }\n  }\n"): (typeof documents)["\n  fragment LockerView_locker on Locker {\n    code\n    totalCents\n    quantity\n    items {\n      id\n      ...LockerItemCard_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectLockers_locker on Locker {\n    code\n    quantity\n    totalCents\n    locked\n    items {\n      id\n    }\n    ...LockerView_locker\n  }\n"): (typeof documents)["\n  fragment ProjectLockers_locker on Locker {\n    code\n    quantity\n    totalCents\n    locked\n    items {\n      id\n    }\n    ...LockerView_locker\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LogoThumb_logo on Logo {\n    id\n    name\n    filename\n    url\n    kind\n    contentType\n    byteSize\n    width\n    height\n    types\n  }\n"): (typeof documents)["\n  fragment LogoThumb_logo on Logo {\n    id\n    name\n    filename\n    url\n    kind\n    contentType\n    byteSize\n    width\n    height\n    types\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoUploadDialogLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n"): (typeof documents)["\n  mutation LogoUploadDialogLogo($input: UploadLogoInput!) {\n    uploadLogo(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogoUploadDialogFile($input: UploadLogoInput!) {\n    uploadFile(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n"): (typeof documents)["\n  mutation LogoUploadDialogFile($input: UploadLogoInput!) {\n    uploadFile(input: $input) {\n      ...LogoThumb_logo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectLogosLibrary {\n    logos(kind: IMAGE) {\n      ...LogoThumb_logo\n      customerId\n    }\n  }\n"): (typeof documents)["\n  query ProjectLogosLibrary {\n    logos(kind: IMAGE) {\n      ...LogoThumb_logo\n      customerId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectLogos($projectType: ProjectType!, $projectId: ID!) {\n    projectLogos(projectType: $projectType, projectId: $projectId) {\n      ...ProjectLogos_result\n    }\n  }\n"): (typeof documents)["\n  query ProjectLogos($projectType: ProjectType!, $projectId: ID!) {\n    projectLogos(projectType: $projectType, projectId: $projectId) {\n      ...ProjectLogos_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectLogos_result on ProjectLogos {\n    projectType\n    projectId\n    clearedDecorations\n    defaultLogo {\n      id\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectLogos_result on ProjectLogos {\n    projectType\n    projectId\n    clearedDecorations\n    defaultLogo {\n      id\n    }\n    logos {\n      ...LogoThumb_logo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!, $replaceLogoId: ID) {\n    addProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId, replaceLogoId: $replaceLogoId) {\n      ...ProjectLogos_result\n    }\n  }\n"): (typeof documents)["\n  mutation AddProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!, $replaceLogoId: ID) {\n    addProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId, replaceLogoId: $replaceLogoId) {\n      ...ProjectLogos_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    removeProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    removeProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    setDefaultLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {\n    setDefaultLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {\n      ...ProjectLogos_result\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLogoType($logoId: ID!, $types: [String!]!) {\n    setLogoType(logoId: $logoId, types: $types) {\n      ...LogoThumb_logo\n    }\n  }\n"): (typeof documents)["\n  mutation SetLogoType($logoId: ID!, $types: [String!]!) {\n    setLogoType(logoId: $logoId, types: $types) {\n      ...LogoThumb_logo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybookProductPicker($filter: ProductFilter!) {\n    products(filter: $filter, first: 30) {\n      totalCount\n      nodes {\n        styleId\n        name\n        productType\n        category\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaybookProductPicker($filter: ProductFilter!) {\n    products(filter: $filter, first: 30) {\n      totalCount\n      nodes {\n        styleId\n        name\n        productType\n        category\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCatalogProduct($playbookId: ID!, $input: AddCatalogProductInput!) {\n    addCatalogProduct(playbookId: $playbookId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddCatalogProduct($playbookId: ID!, $input: AddCatalogProductInput!) {\n    addCatalogProduct(playbookId: $playbookId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybookBulkEdit($dealerCode: String!, $id: ID!, $projectId: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    projectLogos(projectType: PLAYBOOK, projectId: $projectId) {\n      projectId\n      logos {\n        id\n        url\n        filename\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaybookBulkEdit($dealerCode: String!, $id: ID!, $projectId: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    projectLogos(projectType: PLAYBOOK, projectId: $projectId) {\n      projectId\n      logos {\n        id\n        url\n        filename\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybookBulkEditLibrary {\n    logos(kind: IMAGE) {\n      id\n      url\n      filename\n    }\n  }\n"): (typeof documents)["\n  query PlaybookBulkEditLibrary {\n    logos(kind: IMAGE) {\n      id\n      url\n      filename\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybookSchools($search: String) {\n    schools(search: $search, first: 20) {\n      code\n      name\n      mascot\n      city\n      state\n    }\n  }\n"): (typeof documents)["\n  query PlaybookSchools($search: String) {\n    schools(search: $search, first: 20) {\n      code\n      name\n      mascot\n      city\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlaybook($playbookId: ID!, $input: PlaybookInput!) {\n    updatePlaybook(playbookId: $playbookId, input: $input) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlaybook($playbookId: ID!, $input: PlaybookInput!) {\n    updatePlaybook(playbookId: $playbookId, input: $input) {\n      id\n      title\n      teamName\n      showPrices\n      showCoverAndIndex\n      schoolCode\n      newSchool {\n        name\n        mascot\n        city\n        state\n      }\n      colors {\n        id\n        name\n        hex\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogProductActions_product on PlaybookProduct {\n    id\n    name\n    customPriceCents\n    product {\n      styleId\n      name\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    configuration {\n      shortId\n    }\n  }\n"): (typeof documents)["\n  fragment CatalogProductActions_product on PlaybookProduct {\n    id\n    name\n    customPriceCents\n    product {\n      styleId\n      name\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    configuration {\n      shortId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogProductActions_name on PlaybookProduct {\n    id\n    name\n  }\n"): (typeof documents)["\n  fragment CatalogProductActions_name on PlaybookProduct {\n    id\n    name\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogProductActions($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      pages {\n        number\n        kind\n        title\n        catalog {\n          id\n          name\n        }\n        products {\n          ...CatalogProductActions_product\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogProductActions($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      pages {\n        number\n        kind\n        title\n        catalog {\n          id\n          name\n        }\n        products {\n          ...CatalogProductActions_product\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCatalogProduct($id: ID!) {\n    removeCatalogProduct(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveCatalogProduct($id: ID!) {\n    removeCatalogProduct(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    updateCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCatalogProduct($id: ID!, $input: CatalogProductInput!) {\n    updateCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveCatalogProduct($id: ID!, $input: MoveCatalogProductInput!) {\n    moveCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation MoveCatalogProduct($id: ID!, $input: MoveCatalogProductInput!) {\n    moveCatalogProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaybookEditPanel_sport on PlaybookSport {\n    id\n    name\n    order\n    catalogs {\n      id\n      name\n      order\n      pageCount\n    }\n  }\n"): (typeof documents)["\n  fragment PlaybookEditPanel_sport on PlaybookSport {\n    id\n    name\n    order\n    catalogs {\n      id\n      name\n      order\n      pageCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybookEditPanel($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      template\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n    fsgSports: sports(template: FSG) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PlaybookEditPanel($dealerCode: String!, $id: ID!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      template\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n    fsgSports: sports(template: FSG) {\n      id\n      name\n    }\n    uaSports: sports(template: UA) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPlaybookSports($playbookId: ID!, $sportIds: [ID!]!) {\n    reorderPlaybookSports(playbookId: $playbookId, sportIds: $sportIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPlaybookSports($playbookId: ID!, $sportIds: [ID!]!) {\n    reorderPlaybookSports(playbookId: $playbookId, sportIds: $sportIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPlaybookCatalogs($playbookId: ID!, $sportId: ID!, $catalogIds: [ID!]!) {\n    reorderPlaybookCatalogs(playbookId: $playbookId, sportId: $sportId, catalogIds: $catalogIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPlaybookCatalogs($playbookId: ID!, $sportId: ID!, $catalogIds: [ID!]!) {\n    reorderPlaybookCatalogs(playbookId: $playbookId, sportId: $sportId, catalogIds: $catalogIds) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePlaybookSport($playbookId: ID!, $sportId: ID!, $name: String!) {\n    renamePlaybookSport(playbookId: $playbookId, sportId: $sportId, name: $name) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePlaybookSport($playbookId: ID!, $sportId: ID!, $name: String!) {\n    renamePlaybookSport(playbookId: $playbookId, sportId: $sportId, name: $name) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddPlaybookSport($playbookId: ID!, $sportId: ID!) {\n    addPlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddPlaybookSport($playbookId: ID!, $sportId: ID!) {\n    addPlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePlaybookSport($playbookId: ID!, $sportId: ID!) {\n    removePlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePlaybookSport($playbookId: ID!, $sportId: ID!) {\n    removePlaybookSport(playbookId: $playbookId, sportId: $sportId) {\n      id\n      sports {\n        ...PlaybookEditPanel_sport\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogProductOptions($styleId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      variants {\n        id\n        name\n        color {\n          id\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogProductOptions($styleId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      variants {\n        id\n        name\n        color {\n          id\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Player_garment on Garment {\n    id\n    name\n    panels {\n      name\n      outline\n      facing\n      position\n      rotation\n      inflate\n    }\n    zones {\n      name\n      panel\n      outline\n      colorIndex\n    }\n    locations {\n      name\n      view\n      contentTypes\n      methods\n      panel\n      x\n      y\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  fragment Player_garment on Garment {\n    id\n    name\n    panels {\n      name\n      outline\n      facing\n      position\n      rotation\n      inflate\n    }\n    zones {\n      name\n      panel\n      outline\n      colorIndex\n    }\n    locations {\n      name\n      view\n      contentTypes\n      methods\n      panel\n      x\n      y\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectHeader_snapsheet on Snapsheet {\n    id\n    title\n    teamName\n    dealerCode\n    colors {\n      id\n      name\n      hex\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectHeader_snapsheet on Snapsheet {\n    id\n    title\n    teamName\n    dealerCode\n    colors {\n      id\n      name\n      hex\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishProject($projectType: ProjectType!, $projectId: ID!) {\n    publishProject(projectType: $projectType, projectId: $projectId) {\n      id\n      status\n      visibility\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation PublishProject($projectType: ProjectType!, $projectId: ID!) {\n    publishProject(projectType: $projectType, projectId: $projectId) {\n      id\n      status\n      visibility\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectsList_snapsheet on Snapsheet {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectsList_snapsheet on Snapsheet {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProjectsList_playbook on Playbook {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n"): (typeof documents)["\n  fragment ProjectsList_playbook on Playbook {\n    id\n    type\n    title\n    teamName\n    status\n    visibility\n    dealerCode\n    updatedAt\n    archivedAt\n    colors {\n      id\n      name\n      hex\n    }\n    customer {\n      id\n      name\n    }\n    thumbnail {\n      url\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProjectsList($type: ProjectType!, $status: ProjectStatus, $search: String, $first: Int, $after: String) {\n    projects(type: $type, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ProjectsList_snapsheet\n        ...ProjectsList_playbook\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProjectsList($type: ProjectType!, $status: ProjectStatus, $search: String, $first: Int, $after: String) {\n    projects(type: $type, status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...ProjectsList_snapsheet\n        ...ProjectsList_playbook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateProject($type: ProjectType!, $id: ID!) {\n    duplicateProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateProject($type: ProjectType!, $id: ID!) {\n    duplicateProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveProject($type: ProjectType!, $id: ID!) {\n    archiveProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveProject($type: ProjectType!, $id: ID!) {\n    archiveProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreProject($type: ProjectType!, $id: ID!) {\n    restoreProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreProject($type: ProjectType!, $id: ID!) {\n    restoreProject(projectType: $type, projectId: $id) {\n      ...ProjectsList_snapsheet\n      ...ProjectsList_playbook\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestQuote($lockerCode: String!, $contact: QuoteContactInput!) {\n    requestQuote(lockerCode: $lockerCode, contact: $contact) {\n      id\n      totalCents\n      contact {\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestQuote($lockerCode: String!, $contact: QuoteContactInput!) {\n    requestQuote(lockerCode: $lockerCode, contact: $contact) {\n      id\n      totalCents\n      contact {\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRep($input: RepInput!) {\n    saveRep(input: $input) {\n      ...RepRow_rep\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRep($input: RepInput!) {\n    saveRep(input: $input) {\n      ...RepRow_rep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RepRow_rep on Rep {\n    id\n    name\n    email\n    phone\n  }\n"): (typeof documents)["\n  fragment RepRow_rep on Rep {\n    id\n    name\n    email\n    phone\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($name: String!) {\n    createApiToken(name: $name) {\n      token\n      apiToken {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDealerLogo($logoId: ID) {\n    setDealerLogo(logoId: $logoId) {\n      ...MySettings_dealer\n    }\n  }\n"): (typeof documents)["\n  mutation SetDealerLogo($logoId: ID) {\n    setDealerLogo(logoId: $logoId) {\n      ...MySettings_dealer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDealerPasscode($passcode: String!) {\n    setDealerPasscode(passcode: $passcode)\n  }\n"): (typeof documents)["\n  mutation SetDealerPasscode($passcode: String!) {\n    setDealerPasscode(passcode: $passcode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MySettings_dealer on Dealer {\n    id\n    code\n    name\n    email\n    phone\n    headerColor\n    headerMessage\n    dealerMargin\n    requestQuoteEnabled\n    priceGroup\n    hasPasscode\n    logo {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n"): (typeof documents)["\n  fragment MySettings_dealer on Dealer {\n    id\n    code\n    name\n    email\n    phone\n    headerColor\n    headerMessage\n    dealerMargin\n    requestQuoteEnabled\n    priceGroup\n    hasPasscode\n    logo {\n      id\n      url\n      filename\n      byteSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySettings {\n    me {\n      ...MySettings_dealer\n    }\n  }\n"): (typeof documents)["\n  query MySettings {\n    me {\n      ...MySettings_dealer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    me {\n      id\n      apiTokens {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    me {\n      id\n      apiTokens {\n        id\n        name\n        createdAt\n        lastUsedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDealerSettings($input: DealerSettingsInput!) {\n    updateDealerSettings(input: $input) {\n      ...MySettings_dealer\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDealerSettings($input: DealerSettingsInput!) {\n    updateDealerSettings(input: $input) {\n      ...MySettings_dealer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogPicker($search: String) {\n    products(filter: { search: $search }, first: 24) {\n      totalCount\n      nodes {\n        styleId\n        name\n        brand\n        productType\n        category\n        baseMsrpCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogPicker($search: String) {\n    products(filter: { search: $search }, first: 24) {\n      totalCount\n      nodes {\n        styleId\n        name\n        brand\n        productType\n        category\n        baseMsrpCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSnapsheetProduct($snapsheetId: ID!, $input: SnapsheetProductInput!) {\n    addSnapsheetProduct(snapsheetId: $snapsheetId, input: $input) {\n      id\n      ...SnapsheetBook_snapsheet\n    }\n  }\n"): (typeof documents)["\n  mutation AddSnapsheetProduct($snapsheetId: ID!, $input: SnapsheetProductInput!) {\n    addSnapsheetProduct(snapsheetId: $snapsheetId, input: $input) {\n      id\n      ...SnapsheetBook_snapsheet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportProjectPdf($projectId: ID!) {\n    exportProjectPdf(projectType: SNAPSHEET, projectId: $projectId) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n"): (typeof documents)["\n  mutation ExportProjectPdf($projectId: ID!) {\n    exportProjectPdf(projectType: SNAPSHEET, projectId: $projectId) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RenderJob($id: ID!) {\n    renderJob(id: $id) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n"): (typeof documents)["\n  query RenderJob($id: ID!) {\n    renderJob(id: $id) {\n      id\n      status\n      progress\n      url\n      error\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SnapsheetBook_snapsheet on Snapsheet {\n    id\n    showPrices\n    pages {\n      number\n      products {\n        id\n        ...SnapsheetProductCard_product\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SnapsheetBook_snapsheet on Snapsheet {\n    id\n    showPrices\n    pages {\n      number\n      products {\n        id\n        ...SnapsheetProductCard_product\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SnapsheetProductCard_product on SnapsheetProduct {\n    id\n    order\n    priceCents\n    product {\n      styleId\n      name\n      brand\n    }\n    variant {\n      id\n      name\n    }\n    configuration {\n      shortId\n    }\n    snapshot(view: FRONT) {\n      ...SnapshotImage_snapshot\n    }\n  }\n"): (typeof documents)["\n  fragment SnapsheetProductCard_product on SnapsheetProduct {\n    id\n    order\n    priceCents\n    product {\n      styleId\n      name\n      brand\n    }\n    variant {\n      id\n      name\n    }\n    configuration {\n      shortId\n    }\n    snapshot(view: FRONT) {\n      ...SnapshotImage_snapshot\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SnapshotImage_snapshot on Snapshot {\n    view\n    url\n    status\n    width\n    height\n  }\n"): (typeof documents)["\n  fragment SnapshotImage_snapshot on Snapshot {\n    view\n    url\n    status\n    width\n    height\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers($status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CustomerRow_customer\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers($status: CustomerStatus, $search: String, $first: Int, $after: String) {\n    customers(status: $status, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        ...CustomerRow_customer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCustomerStatus($id: ID!, $status: CustomerStatus!) {\n    setCustomerStatus(id: $id, status: $status) {\n      ...CustomerRow_customer\n    }\n  }\n"): (typeof documents)["\n  mutation SetCustomerStatus($id: ID!, $status: CustomerStatus!) {\n    setCustomerStatus(id: $id, status: $status) {\n      ...CustomerRow_customer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GetStarted {\n    me {\n      id\n      code\n      name\n      email\n      phone\n    }\n    dashboardStats {\n      playbooks\n      snapsheets\n      customers\n      openQuotes\n    }\n  }\n"): (typeof documents)["\n  query GetStarted {\n    me {\n      id\n      code\n      name\n      email\n      phone\n    }\n    dashboardStats {\n      playbooks\n      snapsheets\n      customers\n      openQuotes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderWebhook {\n    orderWebhook {\n      url\n      hasSecret\n      secretHint\n      secretCreatedAt\n    }\n  }\n"): (typeof documents)["\n  query OrderWebhook {\n    orderWebhook {\n      url\n      hasSecret\n      secretHint\n      secretCreatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderWebhook($url: String, $rotateSecret: Boolean) {\n    setOrderWebhook(url: $url, rotateSecret: $rotateSecret) {\n      secret\n      settings {\n        url\n        hasSecret\n        secretHint\n        secretCreatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderWebhook($url: String, $rotateSecret: Boolean) {\n    setOrderWebhook(url: $url, rotateSecret: $rotateSecret) {\n      secret\n      settings {\n        url\n        hasSecret\n        secretHint\n        secretCreatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders($syncStatus: OrderSyncStatus, $first: Int, $after: String) {\n    orders(syncStatus: $syncStatus, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        number\n        createdAt\n        totalCents\n        syncStatus\n        syncAttempts\n        lastSyncError\n        lastSyncAttemptAt\n        syncedAt\n        quote {\n          id\n          contact {\n            name\n          }\n          project {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Orders($syncStatus: OrderSyncStatus, $first: Int, $after: String) {\n    orders(syncStatus: $syncStatus, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        number\n        createdAt\n        totalCents\n        syncStatus\n        syncAttempts\n        lastSyncError\n        lastSyncAttemptAt\n        syncedAt\n        quote {\n          id\n          contact {\n            name\n          }\n          project {\n            id\n            title\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOrderSync($id: ID!) {\n    retryOrderSync(id: $id) {\n      id\n      syncStatus\n      lastSyncError\n    }\n  }\n"): (typeof documents)["\n  mutation RetryOrderSync($id: ID!) {\n    retryOrderSync(id: $id) {\n      id\n      syncStatus\n      lastSyncError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrdersCsv($syncStatus: OrderSyncStatus) {\n    ordersCsv(syncStatus: $syncStatus)\n  }\n"): (typeof documents)["\n  query OrdersCsv($syncStatus: OrderSyncStatus) {\n    ordersCsv(syncStatus: $syncStatus)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuoteDetail_quote on Quote {\n    id\n    status\n    read\n    message\n    createdAt\n    totalCents\n    canUnlockProject\n    contact {\n      name\n      email\n      phone\n      organization\n    }\n    project {\n      id\n      type\n      title\n      dealerCode\n      status\n    }\n    items {\n      configurationShortId\n      styleId\n      productName\n      quantity\n      lineTotalCents\n      snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        unitPriceCents\n        lineTotalCents\n      }\n    }\n    order {\n      id\n      number\n      syncStatus\n    }\n  }\n"): (typeof documents)["\n  fragment QuoteDetail_quote on Quote {\n    id\n    status\n    read\n    message\n    createdAt\n    totalCents\n    canUnlockProject\n    contact {\n      name\n      email\n      phone\n      organization\n    }\n    project {\n      id\n      type\n      title\n      dealerCode\n      status\n    }\n    items {\n      configurationShortId\n      styleId\n      productName\n      quantity\n      lineTotalCents\n      snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        unitPriceCents\n        lineTotalCents\n      }\n    }\n    order {\n      id\n      number\n      syncStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuoteDetail($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n"): (typeof documents)["\n  query QuoteDetail($id: ID!) {\n    quote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkQuoteRead($id: ID!, $read: Boolean!) {\n    markQuoteRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"): (typeof documents)["\n  mutation MarkQuoteRead($id: ID!, $read: Boolean!) {\n    markQuoteRead(id: $id, read: $read) {\n      id\n      read\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseQuote($id: ID!) {\n    closeQuote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n"): (typeof documents)["\n  mutation CloseQuote($id: ID!) {\n    closeQuote(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConvertQuoteToOrder($id: ID!) {\n    convertQuoteToOrder(id: $id) {\n      id\n      number\n      quote {\n        ...QuoteDetail_quote\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConvertQuoteToOrder($id: ID!) {\n    convertQuoteToOrder(id: $id) {\n      id\n      number\n      quote {\n        ...QuoteDetail_quote\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlockQuoteProject($id: ID!) {\n    unlockQuoteProject(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n"): (typeof documents)["\n  mutation UnlockQuoteProject($id: ID!) {\n    unlockQuoteProject(id: $id) {\n      ...QuoteDetail_quote\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quotes($status: QuoteStatus, $first: Int, $after: String) {\n    quotes(status: $status, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        status\n        read\n        createdAt\n        totalCents\n        contact {\n          name\n          email\n        }\n        project {\n          id\n          title\n        }\n        items {\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Quotes($status: QuoteStatus, $first: Int, $after: String) {\n    quotes(status: $status, first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      nodes {\n        id\n        status\n        read\n        createdAt\n        totalCents\n        contact {\n          name\n          email\n        }\n        project {\n          id\n          title\n        }\n        items {\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reps {\n    me {\n      id\n      reps {\n        ...RepRow_rep\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reps {\n    me {\n      id\n      reps {\n        ...RepRow_rep\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveRep($id: ID!) {\n    removeRep(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveRep($id: ID!) {\n    removeRep(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybookPage($dealerCode: String!, $id: ID!, $perSport: Int!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      template\n      showPrices\n      showCoverAndIndex\n      dealerCode\n      colors {\n        id\n        name\n        hex\n      }\n      customer {\n        id\n        name\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n      sports {\n        id\n        name\n        order\n        products(first: $perSport) {\n          priceCents\n          product {\n            styleId\n            name\n            brand\n            productType\n          }\n          snapshot {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaybookPage($dealerCode: String!, $id: ID!, $perSport: Int!) {\n    playbook(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      template\n      showPrices\n      showCoverAndIndex\n      dealerCode\n      colors {\n        id\n        name\n        hex\n      }\n      customer {\n        id\n        name\n      }\n      defaultLogo {\n        id\n        url\n        filename\n      }\n      sports {\n        id\n        name\n        order\n        products(first: $perSport) {\n          priceCents\n          product {\n            styleId\n            name\n            brand\n            productType\n          }\n          snapshot {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrintSnapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      colors {\n        id\n        name\n        hex\n      }\n      pages {\n        number\n        products {\n          id\n          priceCents\n          product {\n            styleId\n            name\n            brand\n          }\n          variant {\n            id\n            name\n          }\n          snapshot(view: FRONT) {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrintSnapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      showPrices\n      colors {\n        id\n        name\n        hex\n      }\n      pages {\n        number\n        products {\n          id\n          priceCents\n          product {\n            styleId\n            name\n            brand\n          }\n          variant {\n            id\n            name\n          }\n          snapshot(view: FRONT) {\n            ...SnapshotImage_snapshot\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapsheetLocker($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      lockerCode\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        code\n        canRequestQuote\n        locked\n        ...LockerView_locker\n      }\n      lockers {\n        ...ProjectLockers_locker\n      }\n    }\n  }\n"): (typeof documents)["\n  query SnapsheetLocker($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      lockerCode\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        code\n        canRequestQuote\n        locked\n        ...LockerView_locker\n      }\n      lockers {\n        ...ProjectLockers_locker\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveLockerItem($id: ID!) {\n    removeLockerItem(id: $id) {\n      code\n      ...LockerView_locker\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveLockerItem($id: ID!) {\n    removeLockerItem(id: $id) {\n      code\n      ...LockerView_locker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCustomizer($styleId: ID!, $dealerCode: String!, $projectId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      name\n      brand\n      productType\n      isSublimable\n      baseSize\n      productionDays\n      variants {\n        id\n        name\n        color {\n          id\n          name\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n      decorationLocations {\n        name\n        view\n        contentTypes\n        width\n        height\n      }\n      garment {\n        ...Player_garment\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    fonts {\n      key\n      family\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      showPrices\n      ...ProjectHeader_snapsheet\n      products {\n        id\n        product {\n          styleId\n        }\n        variant {\n          id\n        }\n        design {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductCustomizer($styleId: ID!, $dealerCode: String!, $projectId: ID!) {\n    product(styleId: $styleId) {\n      styleId\n      name\n      brand\n      productType\n      isSublimable\n      baseSize\n      productionDays\n      variants {\n        id\n        name\n        color {\n          id\n          name\n          hex\n        }\n      }\n      designs {\n        id\n        code\n        name\n      }\n      decorationLocations {\n        name\n        view\n        contentTypes\n        width\n        height\n      }\n      garment {\n        ...Player_garment\n      }\n    }\n    colors {\n      id\n      name\n      hex\n      palette\n    }\n    fonts {\n      key\n      family\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      showPrices\n      ...ProjectHeader_snapsheet\n      products {\n        id\n        product {\n          styleId\n        }\n        variant {\n          id\n        }\n        design {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductCustomizer_configuration on Configuration {\n    shortId\n    product {\n      styleId\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    colors {\n      id\n    }\n    reversibleView\n    decorations {\n      contentType\n      location\n      text\n      fillColor {\n        id\n      }\n      outline1Color {\n        id\n      }\n      outline2Color {\n        id\n      }\n      textHeight\n      font\n      logo {\n        id\n        url\n      }\n      rotation\n      zoom\n      view\n    }\n  }\n"): (typeof documents)["\n  fragment ProductCustomizer_configuration on Configuration {\n    shortId\n    product {\n      styleId\n    }\n    variant {\n      id\n    }\n    design {\n      id\n    }\n    colors {\n      id\n    }\n    reversibleView\n    decorations {\n      contentType\n      location\n      text\n      fillColor {\n        id\n      }\n      outline1Color {\n        id\n      }\n      outline2Color {\n        id\n      }\n      textHeight\n      font\n      logo {\n        id\n        url\n      }\n      rotation\n      zoom\n      view\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedConfiguration($shortId: ID!) {\n    configuration(shortId: $shortId) {\n      ...ProductCustomizer_configuration\n    }\n  }\n"): (typeof documents)["\n  query SavedConfiguration($shortId: ID!) {\n    configuration(shortId: $shortId) {\n      ...ProductCustomizer_configuration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveConfiguration($input: ConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      ...ProductCustomizer_configuration\n    }\n  }\n"): (typeof documents)["\n  mutation SaveConfiguration($input: ConfigurationInput!) {\n    saveConfiguration(input: $input) {\n      ...ProductCustomizer_configuration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SnapsheetRoster_locker on Locker {\n    code\n    locked\n    quantity\n    items {\n      id\n      product {\n        styleId\n        name\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        skuSuffix\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SnapsheetRoster_locker on Locker {\n    code\n    locked\n    quantity\n    items {\n      id\n      product {\n        styleId\n        name\n      }\n      sizeLines {\n        size\n        quantity\n        playerName\n        playerNumber\n        skuSuffix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SnapsheetRoster($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        ...SnapsheetRoster_locker\n      }\n      lockers {\n        ...SnapsheetRoster_locker\n      }\n    }\n  }\n"): (typeof documents)["\n  query SnapsheetRoster($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      ...ProjectHeader_snapsheet\n      status\n      locker {\n        ...SnapsheetRoster_locker\n      }\n      lockers {\n        ...SnapsheetRoster_locker\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SizesSelection($shortId: ID!, $dealerCode: String!, $projectId: ID!) {\n    configuration(shortId: $shortId) {\n      shortId\n      product {\n        styleId\n        name\n        brand\n        sizes\n        baseSize\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      lockerCode\n      status\n      locker {\n        code\n        locked\n      }\n      ...ProjectHeader_snapsheet\n    }\n  }\n"): (typeof documents)["\n  query SizesSelection($shortId: ID!, $dealerCode: String!, $projectId: ID!) {\n    configuration(shortId: $shortId) {\n      shortId\n      product {\n        styleId\n        name\n        brand\n        sizes\n        baseSize\n      }\n      front: snapshot(view: FRONT) {\n        ...SnapshotImage_snapshot\n      }\n    }\n    snapsheet(dealerCode: $dealerCode, id: $projectId) {\n      id\n      lockerCode\n      status\n      locker {\n        code\n        locked\n      }\n      ...ProjectHeader_snapsheet\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToLocker($input: AddToLockerInput!) {\n    addToLocker(input: $input) {\n      code\n      ...LockerView_locker\n    }\n  }\n"): (typeof documents)["\n  mutation AddToLocker($input: AddToLockerInput!) {\n    addToLocker(input: $input) {\n      code\n      ...LockerView_locker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Snapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      lockerCode\n      customer {\n        id\n      }\n      ...ProjectHeader_snapsheet\n      ...SnapsheetBook_snapsheet\n    }\n  }\n"): (typeof documents)["\n  query Snapsheet($dealerCode: String!, $id: ID!) {\n    snapsheet(dealerCode: $dealerCode, id: $id) {\n      id\n      title\n      teamName\n      status\n      visibility\n      lockerCode\n      customer {\n        id\n      }\n      ...ProjectHeader_snapsheet\n      ...SnapsheetBook_snapsheet\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;