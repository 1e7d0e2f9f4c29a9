export {
  ExportMenu,
  ImportButton,
  ImportExportButtons,
  type TImportExportProps,
  type TImporter,
  useImporter,
} from "./import-export-buttons";
export { ImportProgressModal } from "./import-progress-modal";
export { EMPTY_IMPORT, runImport, type TImportState, type TProgressRow } from "./run-import";
