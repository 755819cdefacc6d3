import xmlParser from 'fast-xml-parser';

// A structural check of the DAC7 DPI XML against the OECD DPI schema v1.0 (DPIXML_v1.0.xsd),
// for the elements dac7.service.ts writes: the root and its namespaces, the order of each
// sequence, the required elements, the quarters' integer amounts and the unique DocRefIds. It is
// not the official validation: no npm package ships the OECD schema files, so this checks what
// the schema's sequences say, as read from the OECD schema, and answers the problems by path.

type Node = Record<string, unknown>;

const DPI_NS = 'urn:oecd:ties:dpi:v1';
const STF_NS = 'urn:oecd:ties:dpistf:v1';

const MESSAGE_SPEC = [
  'SendingEntityIN',
  'TransmittingCountry',
  'ReceivingCountry',
  'MessageType',
  'Warning',
  'Contact',
  'MessageRefId',
  'MessageTypeIndic',
  'CorrMessageRefId',
  'ReportingPeriod',
  'Timestamp',
];
/** OrganisationParty_Type, then CorrectablePlatformOperator_Type's DocSpec. */
const ORGANISATION = [
  'ResCountryCode',
  'TIN',
  'IN',
  'VAT',
  'Name',
  'PlatformBusinessName',
  'Address',
  'Nexus',
  'AssumedReporting',
];
const PERSON = ['ResCountryCode', 'TIN', 'VAT', 'Name', 'Address', 'Nationality', 'BirthInfo'];
const ADDRESS_FIX = [
  'Street',
  'BuildingIdentifier',
  'SuiteIdentifier',
  'FloorIdentifier',
  'DistrictName',
  'POB',
  'PostCode',
  'City',
  'CountrySubentity',
];
const ACTIVITIES = ['ImmovableProperty', 'PersonalServices', 'SaleOfGoods', 'TransportationRental'];
const QUARTERS: [string, string, boolean][] = [
  ['Consideration', 'Cons', true],
  ['NumberOfActivities', 'Numb', false],
  ['Fees', 'Fees', true],
  ['Taxes', 'Tax', true],
];

const list = (value: unknown): Node[] =>
  value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as Node[]);
const text = (value: unknown): string =>
  value !== null && typeof value === 'object'
    ? String((value as Node)['#text'] ?? '')
    : String(value ?? '');
/** The child elements of a node, in document order, without their prefix. */
const children = (node: Node, prefix = 'dpi:') =>
  Object.keys(node)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));

/** The DPI schema's problems of `xml`, each "path: what"; empty when none is found. */
export function dpiStructureProblems(xml: string): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  const wellFormed = xmlParser.validate(xml);
  if (wellFormed !== true) return [`not well-formed: ${JSON.stringify(wellFormed)}`];
  const doc = xmlParser.parse(xml, {
    ignoreAttributes: false,
    ignoreNameSpace: false,
    parseNodeValue: false,
    parseAttributeValue: false,
  }) as Node;
  const root = doc['dpi:DPI_OECD'] as Node | undefined;
  if (!root) return ['the root element is not dpi:DPI_OECD'];
  need(root['@_xmlns:dpi'] === DPI_NS, `DPI_OECD: namespace dpi is not ${DPI_NS}`);
  need(root['@_xmlns:stf'] === STF_NS, `DPI_OECD: namespace stf is not ${STF_NS}`);
  need(Boolean(root['@_version']), 'DPI_OECD: version attribute');

  /** `path`'s children follow `order` (each may repeat), and contain `required`. */
  const sequence = (path: string, node: Node, order: string[], required: string[]) => {
    const names = children(node);
    const positions = names.map((name) => order.indexOf(name));
    names.forEach((name, i) => {
      need(positions[i] !== -1, `${path}: ${name} is not expected`);
      need(
        i === 0 || (positions[i] ?? 0) >= (positions[i - 1] ?? 0),
        `${path}: ${name} out of order`,
      );
    });
    for (const name of required) need(names.includes(name), `${path}: ${name} is missing`);
  };
  sequence('DPI_OECD', root, ['MessageSpec', 'DPIBody'], ['MessageSpec', 'DPIBody']);

  const spec = (root['dpi:MessageSpec'] ?? {}) as Node;
  sequence('MessageSpec', spec, MESSAGE_SPEC, [
    'TransmittingCountry',
    'ReceivingCountry',
    'MessageType',
    'MessageRefId',
    'MessageTypeIndic',
    'ReportingPeriod',
    'Timestamp',
  ]);
  need(text(spec['dpi:MessageType']) === 'DPI', 'MessageSpec: MessageType is DPI');
  need(
    ['DPI401', 'DPI402', 'DPI403'].includes(text(spec['dpi:MessageTypeIndic'])),
    'MessageSpec: MessageTypeIndic is DPI401, DPI402 or DPI403',
  );
  need(
    /^\d{4}-12-31$/.test(text(spec['dpi:ReportingPeriod'])),
    'MessageSpec: ReportingPeriod is the last day of the year',
  );
  need(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/.test(text(spec['dpi:Timestamp'])),
    'MessageSpec: Timestamp is a date-time',
  );

  const docRefIds: string[] = [];
  const docSpec = (path: string, node: Node) => {
    const docSpecNode = (node['dpi:DocSpec'] ?? {}) as Node;
    need(
      children(docSpecNode, 'stf:').slice(0, 2).join(',') === 'DocTypeIndic,DocRefId',
      `${path}/DocSpec: stf:DocTypeIndic then stf:DocRefId`,
    );
    need(
      /^OECD[0-3]$/.test(text(docSpecNode['stf:DocTypeIndic'])),
      `${path}/DocSpec: stf:DocTypeIndic`,
    );
    const ref = text(docSpecNode['stf:DocRefId']);
    need(ref !== '' && !docRefIds.includes(ref), `${path}/DocSpec: unique stf:DocRefId`);
    docRefIds.push(ref);
  };
  const address = (path: string, node: unknown) => {
    const addresses = list(node);
    need(addresses.length === 1, `${path}: one Address`);
    for (const a of addresses) {
      const names = children(a);
      need(names[0] === 'CountryCode', `${path}/Address: CountryCode first`);
      need(/^[A-Z]{2}$/.test(text(a['dpi:CountryCode'])), `${path}/Address: CountryCode`);
      const rest = names.slice(1).join(',');
      need(
        ['AddressFree', 'AddressFix', 'AddressFix,AddressFree'].includes(rest),
        `${path}/Address: AddressFix and/or AddressFree after CountryCode`,
      );
      if (a['dpi:AddressFix']) {
        sequence(`${path}/Address/AddressFix`, a['dpi:AddressFix'] as Node, ADDRESS_FIX, ['City']);
      }
    }
  };
  const tins = (path: string, node: Node) => {
    for (const tin of list(node['dpi:TIN'])) {
      const unknown = typeof tin === 'object' && tin['@_unknown'] === 'true';
      need(
        unknown || (typeof tin === 'object' && /^[A-Z]{2}$/.test(String(tin['@_issuedBy']))),
        `${path}: TIN issuedBy a country, or unknown`,
      );
    }
  };

  const body = (root['dpi:DPIBody'] ?? {}) as Node;
  sequence(
    'DPIBody',
    body,
    ['PlatformOperator', 'OtherPlatformOperators', 'ReportableSeller'],
    ['PlatformOperator'],
  );
  const operator = (body['dpi:PlatformOperator'] ?? {}) as Node;
  sequence(
    'PlatformOperator',
    operator,
    [...ORGANISATION, 'DocSpec'],
    ['ResCountryCode', 'TIN', 'Name', 'PlatformBusinessName', 'Address', 'Nexus', 'DocSpec'],
  );
  need(
    /^RPONEX[1-5]$/.test(text(operator['dpi:Nexus'])),
    'PlatformOperator: Nexus is RPONEX1 to RPONEX5',
  );
  tins('PlatformOperator', operator);
  address('PlatformOperator', operator['dpi:Address']);
  docSpec('PlatformOperator', operator);

  list(body['dpi:ReportableSeller']).forEach((seller, i) => {
    const path = `ReportableSeller[${i + 1}]`;
    sequence(
      path,
      seller,
      ['Identity', 'RelevantActivities', 'DocSpec'],
      ['Identity', 'RelevantActivities', 'DocSpec'],
    );
    const identity = (seller['dpi:Identity'] ?? {}) as Node;
    const kinds = children(identity);
    need(
      kinds.length === 1 && ['IndividualSeller', 'EntitySeller'].includes(kinds[0] ?? ''),
      `${path}/Identity: one IndividualSeller or EntitySeller`,
    );
    const individual = at(identity, 'dpi:IndividualSeller', 'dpi:Standard');
    const entity = at(identity, 'dpi:EntitySeller', 'dpi:Standard');
    if (individual) {
      const id = (individual['dpi:IndSellerID'] ?? {}) as Node;
      const idPath = `${path}/IndSellerID`;
      sequence(idPath, id, PERSON, ['ResCountryCode', 'TIN', 'Name', 'Address', 'BirthInfo']);
      const name = (id['dpi:Name'] ?? {}) as Node;
      need(
        Boolean(text(name['dpi:FirstName'])) && Boolean(text(name['dpi:LastName'])),
        `${idPath}/Name: FirstName and LastName`,
      );
      need(
        /^\d{4}-\d{2}-\d{2}$/.test(text(at(id, 'dpi:BirthInfo')?.['dpi:BirthDate'])),
        `${idPath}/BirthInfo: BirthDate`,
      );
      tins(idPath, id);
      if (id['dpi:Address']) address(idPath, id['dpi:Address']);
    } else if (entity) {
      const id = (entity['dpi:EntSellerID'] ?? {}) as Node;
      const idPath = `${path}/EntSellerID`;
      sequence(idPath, id, ORGANISATION.slice(0, 7), ['ResCountryCode', 'TIN', 'Name', 'Address']);
      for (const number of list(id['dpi:IN'])) {
        need(Boolean(number['@_INType']), `${idPath}/IN: INType`);
      }
      tins(idPath, id);
      if (id['dpi:Address']) address(idPath, id['dpi:Address']);
    }
    const activities = (seller['dpi:RelevantActivities'] ?? {}) as Node;
    sequence(`${path}/RelevantActivities`, activities, ACTIVITIES, []);
    need(children(activities).length > 0, `${path}/RelevantActivities: at least one activity`);
    const services = at(activities, 'dpi:PersonalServices');
    if (services) {
      const servicesPath = `${path}/PersonalServices`;
      sequence(
        servicesPath,
        services,
        QUARTERS.map(([name]) => name),
        QUARTERS.map(([name]) => name),
      );
      for (const [name, short, money] of QUARTERS) {
        const group = (services[`dpi:${name}`] ?? {}) as Node;
        const quarters = [1, 2, 3, 4].map((q) => `${short}Q${q}`);
        sequence(`${servicesPath}/${name}`, group, quarters, quarters);
        for (const quarter of quarters) {
          const value = group[`dpi:${quarter}`];
          need(/^-?\d+$/.test(text(value)), `${servicesPath}/${name}/${quarter}: an integer`);
          if (money) {
            need(
              typeof value === 'object' && /^[A-Z]{3}$/.test(String((value as Node)['@_currCode'])),
              `${servicesPath}/${name}/${quarter}: currCode`,
            );
          }
        }
      }
    }
    docSpec(path, seller);
  });
  return problems;
}

function at(node: Node, ...path: string[]): Node | undefined {
  return path.reduce<Node | undefined>(
    (current, key) =>
      current && typeof current[key] === 'object' ? (current[key] as Node) : undefined,
    node,
  );
}
