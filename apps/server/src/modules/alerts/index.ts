import type { FastifyInstance } from "fastify";
import type { TServerArea } from "../../area.js";
import { startAlertMailSweep } from "./mail.js";
import { alertRoutes } from "./routes.js";

export { raiseCalibrationAlerts } from "./calibration.js";
export { ALERT_MAIL_WINDOW_MS, mailPendingAlerts, queueAlertMails, sendAlertMails } from "./mail.js";
export { raiseWelderQualificationAlerts } from "./qualification.js";
export { raiseAlerts, raiseCycleAlerts, type TRaisedAlert } from "./raise.js";

async function alertMailSweep(app: FastifyInstance) {
  startAlertMailSweep(app);
}

/**
 * Alerts: what other areas raise through `raiseAlerts` (inspections' rejected measurements, the arc data's
 * out-of-range stretches through `raiseCycleAlerts`), listed, acknowledged and mailed to the supervisors here.
 */
export const alertsArea: TServerArea = {
  name: "alerts",
  routes: [alertRoutes, alertMailSweep],
};
