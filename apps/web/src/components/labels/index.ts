export { downloadLabelSheet, drawDataMatrix, labelPng, type TLabel, textOf } from "./data-matrix";
export { LabelModal } from "./label-modal";
export { readDataMatrix } from "./read-code";
export { ScanField, type TScanFieldProps } from "./scan-field";
