import { TRACE_TEXTS } from "@weldtrace/domain";

/**
 * The weld's traceability page: what the weld is made of and what was done to it. The sections' texts are the
 * domain's (`TRACE_TEXTS`: the server's project data book writes the same rows); the page's own are here.
 */
export const trace = {
  ...TRACE_TEXTS.en,
  title: "Traceability of {{weld}}",
  open: "Traceability",
  whereUsed: "Welds",
  whereUsedTitle: "Welds using {{name}}",
  whereUsedNone: "No weld uses it yet.",
  whereUsedTruncated: "Only the first 1,000 welds are listed.",
  dataBook: "Data book (PDF)",
  history: "Repairs and cut-out",
  appendedTitle: "Certificates appended",
  appendedStatus: "In this book",
  appended: "Appended after this page",
  noFile: "No file stored with the certificate",
  unreadable: "Its file is not a PDF or a picture, or could not be read",
  status: "Status",
  nothing: "Neither a repair nor cut out.",
  loadFailed: "The traceability of this weld could not be loaded.",
};
