import {
  DEFAULT_UNIT_SYSTEM_NAME,
  METRIC_UNIT_SYSTEM,
  type SEEDED_NAME_KEYS,
  SYSTEM_DOCUMENT_TYPES,
  seededNamesOf,
} from "@weldtrace/domain";

/** A seeded entry: the body a user would have posted. */
type TEntry = Record<string, string | number | boolean | null>;

const names = (...list: string[]): TEntry[] => list.map((name) => ({ name }));
const described = (...list: [string, string][]): TEntry[] => list.map(([name, description]) => ({ name, description }));

/** The seeded workstation types, every seeded name once (`satisfies`), with their English descriptions. */
const WORKSTATION_TYPE_DESCRIPTIONS = {
  "Orbital welding bug": "Mechanised orbital GMAW station on a band",
  "Manual welding station": "Manual SMAW / GTAW station",
  "Tie-in station": "Field tie-in and repair station",
} satisfies Record<keyof typeof SEEDED_NAME_KEYS.workstationType, string>;

/** What a new client starts with, keyed by resource key; it then edits its own copy (docs/decisions.md). */
export const DEFAULT_CATALOGUES: Record<string, TEntry[]> = {
  // Spec §3: every client starts with "Full metric system" as its default unit system.
  uom: [{ name: DEFAULT_UNIT_SYSTEM_NAME, is_default: true, ...METRIC_UNIT_SYSTEM }],
  beadTechnique: [{ name: "Stringer bead" }, { name: "Weave bead" }, { name: "Oscillated bead" }],
  bevelType: [
    { name: "I", description: "Square butt, no bevel" },
    { name: "V", description: "Single V-groove" },
    { name: "X", description: "Double V-groove" },
    { name: "U", description: "Single U-groove" },
    { name: "J", description: "Single J-groove" },
    { name: "K", description: "Double bevel (K) groove" },
    { name: "Compound", description: "Compound bevel, narrow gap for mechanised pipeline welding" },
  ],
  weldingPosition: [
    { name: "PA", description: "Flat", standards: "ISO 6947\nASME IX: 1G (groove), 1F (fillet)" },
    { name: "PB", description: "Horizontal vertical", standards: "ISO 6947\nASME IX: 2F (fillet)" },
    { name: "PC", description: "Horizontal", standards: "ISO 6947\nASME IX: 2G" },
    { name: "PD", description: "Horizontal overhead", standards: "ISO 6947\nASME IX: 4F" },
    { name: "PE", description: "Overhead", standards: "ISO 6947\nASME IX: 4G" },
    { name: "PF", description: "Vertical up", standards: "ISO 6947\nASME IX: 3G uphill" },
    { name: "PG", description: "Vertical down", standards: "ISO 6947\nASME IX: 3G downhill" },
    { name: "PH", description: "Fixed pipe, welded upwards", standards: "ISO 6947\nASME IX: 5G uphill" },
    { name: "PJ", description: "Fixed pipe, welded downwards", standards: "ISO 6947\nASME IX: 5G downhill" },
    { name: "H-L045", description: "Inclined pipe (45°), welded upwards", standards: "ISO 6947\nASME IX: 6G uphill" },
    { name: "J-L045", description: "Inclined pipe (45°), welded downwards", standards: "ISO 6947\nASME IX: 6G downhill" },
    { name: "1G", description: "Flat groove; pipe rotated", standards: "ASME IX QW-461\nISO 6947: PA" },
    { name: "2G", description: "Horizontal groove; pipe axis vertical", standards: "ASME IX QW-461\nISO 6947: PC" },
    { name: "3G", description: "Vertical groove (plate)", standards: "ASME IX QW-461\nISO 6947: PF / PG" },
    { name: "4G", description: "Overhead groove (plate)", standards: "ASME IX QW-461\nISO 6947: PE" },
    { name: "5G", description: "Horizontal fixed pipe", standards: "ASME IX QW-461\nISO 6947: PH / PJ" },
    { name: "6G", description: "Inclined fixed pipe (45°)", standards: "ASME IX QW-461\nISO 6947: H-L045 / J-L045" },
  ],
  // Spec §3: the document types the product relies on (locked: can_update false).
  documentType: names(...SYSTEM_DOCUMENT_TYPES),
  // The locked catalogues' names come from their keys (domain seeded-names.ts), by which the web app translates them.
  measuringInstrumentType: names(...seededNamesOf("measuringInstrumentType")),
  workstationType: described(...Object.entries(WORKSTATION_TYPE_DESCRIPTIONS)),
  transferMode: described(
    ["Short circuit", "GMAW-S dip transfer: low heat input, root and positional passes"],
    ["Globular", "Large drops, mostly CO2 shielding"],
    ["Spray", "Axial spray above the transition current, flat and horizontal fill"],
    ["Pulsed spray", "GMAW-P: spray-like transfer at a lower mean current, all positions"],
    ["Controlled short circuit", "STT / RMD: waveform-controlled short circuit for open roots"],
  ),
  shieldingGas: described(
    ["I1", "ISO 14175: 100% argon"],
    ["I3", "ISO 14175: argon + helium"],
    ["M12", "ISO 14175: argon + 0.5–5% CO2"],
    ["M20", "ISO 14175: argon + 5–15% CO2"],
    ["M21", "ISO 14175: argon + 15–25% CO2"],
    ["C1", "ISO 14175: 100% CO2"],
    ["R1", "ISO 14175: argon + 0.5–15% hydrogen"],
  ),
  heatingType: names("Induction", "Electrical resistance", "Gas torch"),
  equipment: described(
    ["Induction unit 80 kVA", "Induction heating power source with liquid-cooled coils"],
    ["Resistance unit 6-way", "Six-channel electrical resistance heat-treatment unit with ceramic mat heaters"],
  ),
  coolingMethod: described(
    ["Still air", "Natural cooling in still air"],
    ["Forced air", "Cooling with blown air"],
    ["Water", "Water spray or quench"],
    ["Insulated", "Slow cooling under insulating blankets"],
  ),
  manufacturingProcess: names(
    "Seamless (SMLS)",
    "Electric resistance welded (ERW)",
    "Longitudinal submerged arc welded (SAWL)",
    "Helical submerged arc welded (SAWH)",
  ),
  powerSource: names("Constant current (CC)", "Constant voltage (CV)", "Inverter multi-process", "Pulsed"),
  procedureType: described(
    ["Production", "Production welding"],
    ["Repair", "Repair of a rejected weld"],
    ["Tie-in", "Tie-in and golden welds"],
  ),
  weldClass: described(
    ["Girth weld", "Circumferential butt weld of a pipeline"],
    ["Tie-in weld", "Weld joining two pipeline sections"],
    ["Repair weld", "Weld made to repair a flaw"],
    ["Fillet weld", "Branch, sleeve and attachment welds"],
  ),
  weldingDirection: described(["Uphill", "Vertical up progression"], ["Downhill", "Vertical down progression"]),
  weldingPolarity: described(
    ["DCEP", "Direct current, electrode positive"],
    ["DCEN", "Direct current, electrode negative"],
    ["AC", "Alternating current"],
  ),
  weldingTorch: described(
    ["Single torch", "One torch"],
    ["Tandem torch", "Two wires in one torch"],
    ["Dual torch", "Two torches on one carriage"],
  ),
  excavationMethod: described(
    ["Grinding", "Removal by grinding disc"],
    ["Air arc gouging", "Carbon arc gouging then grinding"],
    ["Machining", "Removal by milling"],
  ),
  temperatureControlMethod: described(
    ["Contact thermometer", "Surface contact probe"],
    ["Temperature-indicating crayon", "Crayon melting at a set temperature"],
    ["Infrared thermometer", "Non-contact pyrometer"],
  ),
  temperatureControlType: names("Pre Heating", "Inter Pass", "Post Heating"),
  temperatureMeasuringMethod: names("Thermocouple", "Infrared pyrometer", "Temperature-indicating crayon", "Contact thermometer"),
  tackWeldingType: names("Bridge tack", "Root tack"),
  cleaningMethod: names("Wire brushing", "Grinding", "Solvent cleaning"),
  endPreparationMethod: names("Machining", "Thermal cutting and grinding", "Grinding"),
  polarityHotWire: names("DC+", "DC-", "AC"),
  qualificationMethod: described(
    ["ASME IX", "ASME Boiler and Pressure Vessel Code, Section IX"],
    ["ISO 15614-1", "Welding procedure test for steels"],
    ["API 1104", "Welding of pipelines and related facilities"],
  ),
  unsNumber: names("S31603", "S32205", "S32750", "N06625", "N08825"),
  coveredMaterialIso: described(
    ["1.1", "ISO/TR 15608: steels with ReH ≤ 275 MPa"],
    ["1.2", "ISO/TR 15608: steels with 275 < ReH ≤ 360 MPa"],
    ["2.1", "ISO/TR 15608: thermomechanically treated steels, 360 < ReH ≤ 460 MPa"],
    ["8.1", "ISO/TR 15608: austenitic stainless steels, Cr ≤ 19%"],
    ["10.1", "ISO/TR 15608: austenitic-ferritic (duplex) stainless steels, Cr ≤ 24%"],
  ),
  fillerMetalManufacturer: described(["ESAB", "Filler metals and equipment"], ["Lincoln Electric", "Filler metals and equipment"]),
  // Spec: the types named PIPE and PLATE decide which edge dimension applies.
  workpieceType: [
    {
      name: "PIPE",
      description: "Pipe: edges carry an outer diameter",
      display_outer_diameter: true,
      display_covered_outer_diameter: true,
    },
    { name: "PLATE", description: "Plate: edges carry a length", display_outer_diameter: false, display_covered_outer_diameter: false },
  ],
  consumableDiameter: [
    { diameter_mm: 0.8, diameter_inch_dec: 0.0315, diameter_inch_frac: "1/32" },
    { diameter_mm: 1.2, diameter_inch_dec: 0.0472, diameter_inch_frac: "3/64" },
    { diameter_mm: 1.6, diameter_inch_dec: 0.0625, diameter_inch_frac: "1/16" },
    { diameter_mm: 2.4, diameter_inch_dec: 0.0938, diameter_inch_frac: "3/32" },
    { diameter_mm: 3.2, diameter_inch_dec: 0.125, diameter_inch_frac: "1/8" },
    { diameter_mm: 4, diameter_inch_dec: 0.1563, diameter_inch_frac: "5/32" },
  ],
  fillerMetalClassification: [
    { name: "ER70S-6", description: "Carbon steel solid wire, GMAW/GTAW", standards: "AWS A5.18\nISO 14341-A: G 42 4 M21 3Si1" },
    { name: "E71T-1C", description: "Carbon steel flux-cored wire, all positions", standards: "AWS A5.20\nISO 17632-A: T 42 2 P C 1 H10" },
    { name: "E7018", description: "Low-hydrogen covered electrode", standards: "AWS A5.1\nISO 2560-A: E 42 3 B 42 H5" },
    { name: "ER316L", description: "Austenitic stainless solid wire", standards: "AWS A5.9\nISO 14343-A: G 19 12 3 L" },
    { name: "ER2209", description: "Duplex stainless solid wire", standards: "AWS A5.9\nISO 14343-A: G 22 9 3 N L" },
  ],
};
