export {
  ExportMenu,
  ImportButton,
  ImportExportButtons,
  type TImportExportProps,
  type TImporter,
  useImporter,
} from "./import-export-buttons";
export { ImportProgressModal } from "./import-progress-modal";
export { PastImportsButton } from "./past-imports";
export { EMPTY_IMPORT, resumeImport, runImport, type TImportState, type TProgressRow } from "./run-import";
