import type { TServerArea } from "../../area.js";
import { edgeServerRoutes } from "./admin-routes.js";
import { edgeGenerateRoutes } from "./generate-routes.js";
import { edgeMachineRoutes } from "./machine-routes.js";
import { edgeRawRoutes } from "./raw-routes.js";
import { edgeSignalRoutes } from "./signal-routes.js";

/**
 * Edge servers: their page (pings, streams, the machine token) and the machine API they call with that token
 * (ping and set-up, streams, context, chunks), whose chunks the arc-data engine turns into cycles; the raw samples
 * of a stream or a cycle downloaded as they were sent, and their signal to chart (envelopes and windows);
 * cycles/generate/ and welds-data/.
 */
export const edgeArea: TServerArea = {
  name: "edge",
  routes: [edgeServerRoutes, edgeMachineRoutes, edgeRawRoutes, edgeSignalRoutes, edgeGenerateRoutes],
};
