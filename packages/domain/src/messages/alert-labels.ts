import { FIT_UP_MEASUREMENT_TYPE_LABELS } from "../inspections/sequences.js";

/**
 * The words an alert's section, parameter and type are shown by, in English and French: the alerts list (web), its
 * PDF and the alert mails (server) read the same labels. An alert stores codes (`inspection`, `current`,
 * `out_of_range`, `FIT_UP`); a fit-up alert's parameter is its measurement's English label ("Root gap").
 */
export const ALERT_SECTION_CODES = ["cycle", "inspection", "instrument", "welder"] as const;
/** The arc data's parameters and the renewals: what the alerts list filters by parameter (inspections by type). */
export const ALERT_FILTER_PARAMETER_CODES = [
  "current",
  "voltage",
  "wire_feed_speed",
  "travel_speed",
  "heat_input",
  "calibration",
  "qualification",
] as const;
export const ALERT_PARAMETER_CODES = [
  ...ALERT_FILTER_PARAMETER_CODES,
  "measure",
  "measure_before_cooling",
  "measure_after_cooling",
  "duration_measured",
  "flushing_o2_level_chamber",
  "welding_o2_level_chamber",
  "start_control_temperature",
  "end_control_temperature",
  "temperature",
  "soaking_duration",
  "id_high_low",
  "od_high_low",
  "root_gap",
  "preparation_opening",
] as const;
export const ALERT_TYPE_CODES = [
  "warning",
  "out_of_range",
  "calibration_due",
  "calibration_expired",
  "qualification_due",
  "qualification_lapsed",
  "FIT_UP",
  "BEVEL",
  "TEMPERATURE_CONTROL",
  "COOLING",
  "TIME_LAPSE",
  "BACK_PURGING",
  "HEAT_TREATMENT",
] as const;

export type TAlertSectionCode = (typeof ALERT_SECTION_CODES)[number];
export type TAlertParameterCode = (typeof ALERT_PARAMETER_CODES)[number];
export type TAlertTypeCode = (typeof ALERT_TYPE_CODES)[number];

interface TAlertLabels {
  sections: Record<TAlertSectionCode, string>;
  parameters: Record<TAlertParameterCode, string>;
  types: Record<TAlertTypeCode, string>;
}

export const ALERT_LABELS_EN: TAlertLabels = {
  sections: { inspection: "Inspection", cycle: "Cycle (arc data)", instrument: "Instrument calibration", welder: "Welder qualification" },
  parameters: {
    current: "Current",
    voltage: "Voltage",
    wire_feed_speed: "Wire feed speed",
    travel_speed: "Travel speed",
    heat_input: "Heat input",
    calibration: "Calibration",
    qualification: "Qualification",
    measure: "Measure",
    measure_before_cooling: "Measure before cooling",
    measure_after_cooling: "Measure after cooling",
    duration_measured: "Measured duration",
    flushing_o2_level_chamber: "Flushing O2 level",
    welding_o2_level_chamber: "Welding O2 level",
    start_control_temperature: "Start control temperature",
    end_control_temperature: "End control temperature",
    temperature: "Temperature",
    soaking_duration: "Soaking duration",
    id_high_low: "ID high-low",
    od_high_low: "OD high-low",
    root_gap: "Root gap",
    preparation_opening: "Preparation opening",
  },
  types: {
    warning: "Warning",
    out_of_range: "Out of range",
    calibration_due: "Calibration due",
    calibration_expired: "Calibration expired",
    qualification_due: "Qualification ending",
    qualification_lapsed: "Qualification lapsed",
    FIT_UP: "Fit-up",
    BEVEL: "Bevel",
    TEMPERATURE_CONTROL: "Temperature control",
    COOLING: "Cooling",
    TIME_LAPSE: "Time lapse",
    BACK_PURGING: "Back purging",
    HEAT_TREATMENT: "Heat treatment",
  },
};

export const ALERT_LABELS_FR: TAlertLabels = {
  sections: {
    inspection: "Inspection",
    cycle: "Cycle (données d'arc)",
    instrument: "Étalonnage d'instrument",
    welder: "Qualification de soudeur",
  },
  parameters: {
    current: "Intensité",
    voltage: "Tension",
    wire_feed_speed: "Vitesse de fil",
    travel_speed: "Vitesse d'avance",
    heat_input: "Énergie de soudage",
    calibration: "Étalonnage",
    qualification: "Qualification",
    measure: "Mesure",
    measure_before_cooling: "Mesure avant refroidissement",
    measure_after_cooling: "Mesure après refroidissement",
    duration_measured: "Durée mesurée",
    flushing_o2_level_chamber: "Taux d'O2 au balayage",
    welding_o2_level_chamber: "Taux d'O2 au soudage",
    start_control_temperature: "Température de début de contrôle",
    end_control_temperature: "Température de fin de contrôle",
    temperature: "Température",
    soaking_duration: "Durée de maintien",
    id_high_low: "Dénivelé intérieur",
    od_high_low: "Dénivelé extérieur",
    root_gap: "Écartement",
    preparation_opening: "Ouverture de préparation",
  },
  types: {
    warning: "Avertissement",
    out_of_range: "Hors plage",
    calibration_due: "Étalonnage à renouveler",
    calibration_expired: "Étalonnage expiré",
    qualification_due: "Qualification bientôt échue",
    qualification_lapsed: "Qualification échue",
    FIT_UP: "Accostage",
    BEVEL: "Chanfrein",
    TEMPERATURE_CONTROL: "Contrôle de température",
    COOLING: "Refroidissement",
    TIME_LAPSE: "Délai",
    BACK_PURGING: "Protection envers",
    HEAT_TREATMENT: "Traitement thermique",
  },
};

const LABELS = { en: ALERT_LABELS_EN, fr: ALERT_LABELS_FR } as const;

/** "Root gap" (a fit-up alert's stored parameter) → "root_gap". */
const FIT_UP_BY_LABEL = new Map<string, string>(Object.entries(FIT_UP_MEASUREMENT_TYPE_LABELS).map(([code, label]) => [label, code]));

const lookup = (words: Record<string, string>, code: string): string | undefined => (Object.hasOwn(words, code) ? words[code] : undefined);

/** An alert's section in a language; an unknown code as it is. */
export const alertSectionLabel = (language: "en" | "fr", section: string): string => lookup(LABELS[language].sections, section) ?? section;

/** An alert's parameter in a language (an arc parameter, a measured field or a fit-up measurement); "—" for none. */
export function alertParameterLabel(language: "en" | "fr", parameter: string | null): string {
  if (!parameter) return "—";
  const code = FIT_UP_BY_LABEL.get(parameter) ?? parameter;
  return lookup(LABELS[language].parameters, code) ?? parameter;
}

/** An alert's type in a language; "—" for none. */
export const alertTypeLabel = (language: "en" | "fr", type: string | null): string =>
  type ? (lookup(LABELS[language].types, type) ?? type) : "—";
