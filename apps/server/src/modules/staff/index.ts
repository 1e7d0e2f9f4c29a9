import { MEASURING_INSTRUMENT_IMPORT, WELDER_IMPORT, WORKSTATION_IMPORT } from "@weldtrace/domain";
import type { TServerArea } from "../../area.js";
import {
  deletedWelderHooks,
  instrumentTypesParameterHooks,
  measuringInstrumentHooks,
  productModelHooks,
  welderHooks,
  welderQualificationHooks,
} from "./hooks.js";
import { instrumentUpsert, welderUpsert } from "./imports.js";

/** Welders and their qualifications, measuring instruments and their models, workstations. */
export const staffArea: TServerArea = {
  name: "staff",
  hooks: {
    productModel: productModelHooks,
    measuringInstrument: measuringInstrumentHooks,
    instrumentTypesParameter: instrumentTypesParameterHooks,
    welder: welderHooks,
    deletedWelder: deletedWelderHooks,
    welderQualification: welderQualificationHooks,
  },
  imports: [
    { definition: MEASURING_INSTRUMENT_IMPORT, upsert: instrumentUpsert },
    { definition: WELDER_IMPORT, upsert: welderUpsert },
    { definition: WORKSTATION_IMPORT },
  ],
};
