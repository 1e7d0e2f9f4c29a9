export { ResourceFormPage } from "./resource-form";
export { ResourceList, type TResourceColumn, type TResourceListProps } from "./resource-list";
export * from "./types";
export { useDebouncedSearch } from "./use-debounced-search";
export { useDeleteRecord } from "./use-delete-record";
