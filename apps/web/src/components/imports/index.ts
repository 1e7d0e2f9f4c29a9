export { ImportExportButtons, type TImportExportProps } from "./import-export-buttons";
export { ImportProgressModal } from "./import-progress-modal";
export { EMPTY_IMPORT, runImport, type TImportState, type TProgressRow } from "./run-import";
