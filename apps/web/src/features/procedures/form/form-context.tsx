import { createContext, type ReactNode, useContext, useMemo } from "react";
import { rowsOf, type TDraftNode, type TDraftRow, type TFieldErrors, type TProcedureDraft } from "../draft";
import type { TUnitSystem } from "../units";

/** What every section of the procedure form reads and changes. */
export interface TProcedureForm {
  draft: TProcedureDraft;
  units: TUnitSystem;
  readOnly: boolean;
  /** Errors by dotted path with row keys ("pass_group.<key>.current_min"), untranslated. */
  errors: TFieldErrors;
  /** Changes the draft; the error of each path named in `touched` goes. */
  update(change: (draft: TProcedureDraft) => TProcedureDraft, touched?: string[]): void;
  /** Keeps what was typed before leaving to create a referenced record ("+"). */
  saveDraftBeforeLeaving(): void;
}

/** The part of the form that does not change as the user types (the draft aside). */
export type TProcedureFormStatic = Pick<TProcedureForm, "units" | "readOnly" | "errors" | "update">;

const FormContext = createContext<TProcedureForm | null>(null);
const StaticContext = createContext<TProcedureFormStatic | null>(null);

export function ProcedureFormProvider({ value, children }: { value: TProcedureForm; children: ReactNode }) {
  const { units, readOnly, errors, update } = value;
  const fixed = useMemo(() => ({ units, readOnly, errors, update }), [units, readOnly, errors, update]);
  return (
    <FormContext.Provider value={value}>
      <StaticContext.Provider value={fixed}>{children}</StaticContext.Provider>
    </FormContext.Provider>
  );
}

export function useProcedureForm(): TProcedureForm {
  const form = useContext(FormContext);
  if (!form) throw new Error("useProcedureForm outside ProcedureFormProvider");
  return form;
}

/**
 * The form without its draft: a component using only this is not re-rendered at every keystroke elsewhere
 * in the form (the pass-group matrix holds hundreds of inputs; its cells take their row as a prop).
 */
export function useProcedureFormStatic(): TProcedureFormStatic {
  const form = useContext(StaticContext);
  if (!form) throw new Error("useProcedureFormStatic outside ProcedureFormProvider");
  return form;
}

/** Where a field of the form lives: the procedure itself, a row of a list, or a nested object of a row. */
export interface TNodePath {
  /** Error path prefix: "" for the procedure, "pass_group.<key>" for a row. */
  prefix: string;
  read(draft: TProcedureDraft): TDraftNode | undefined;
  write(draft: TProcedureDraft, change: (node: TDraftNode) => TDraftNode): TProcedureDraft;
}

export const ROOT: TNodePath = {
  prefix: "",
  read: (draft) => draft,
  write: (draft, change) => change(draft),
};

/** A row of a child list, found by its key. */
export function rowPath(list: string, key: string): TNodePath {
  return {
    prefix: `${list}.${key}`,
    read: (draft) => rowsOf(draft, list).find((row) => row._key === key),
    write: (draft, change) => ({
      ...draft,
      [list]: rowsOf(draft, list).map((row) => (row._key === key ? ({ ...change(row), _key: row._key } as TDraftRow) : row)),
    }),
  };
}

/** A row of a list inside a row (bevel dimensions). */
export function nestedRowPath(parent: TNodePath, list: string, key: string): TNodePath {
  return {
    prefix: `${parent.prefix}.${list}.${key}`,
    read: (draft) => {
      const node = parent.read(draft);
      return node ? rowsOf(node, list).find((row) => row._key === key) : undefined;
    },
    write: (draft, change) =>
      parent.write(draft, (node) => ({
        ...node,
        [list]: rowsOf(node, list).map((row) => (row._key === key ? ({ ...change(row), _key: row._key } as TDraftRow) : row)),
      })),
  };
}

/** A nested object of a row (a pass group's tack_welding). */
export function objectPath(parent: TNodePath, name: string): TNodePath {
  return {
    prefix: `${parent.prefix}.${name}`,
    read: (draft) => {
      const value = parent.read(draft)?.[name];
      return typeof value === "object" && value !== null ? (value as TDraftNode) : undefined;
    },
    write: (draft, change) =>
      parent.write(draft, (node) => {
        const value = node[name];
        return { ...node, [name]: change(typeof value === "object" && value !== null ? (value as TDraftNode) : {}) };
      }),
  };
}

export const errorPath = (path: TNodePath, field: string) => (path.prefix ? `${path.prefix}.${field}` : field);

/** The value and setter of one field of `node` (the node found at `path`, given by the caller), and its error. */
export function useNodeField(node: TDraftNode | undefined, path: TNodePath, field: string) {
  const { errors, update } = useProcedureFormStatic();
  const key = errorPath(path, field);
  return {
    value: node?.[field],
    node,
    error: errors[key],
    errorKey: key,
    set: (value: unknown) => update((draft) => path.write(draft, (current) => ({ ...current, [field]: value })), [key]),
  };
}

/** The value and setter of one field at a path, and its error. */
export function useDraftField(path: TNodePath, field: string) {
  const form = useProcedureForm();
  return useNodeField(path.read(form.draft), path, field);
}

/** Sets a value at a dotted path of row keys ("pass_group.<key>.machine"), as a "+" creation comes back with it. */
export function setAtKeyPath(draft: TProcedureDraft, keyPath: string, value: string): TProcedureDraft {
  const segments = keyPath.split(".");
  const apply = (node: TDraftNode, rest: string[]): TDraftNode => {
    const [head, ...tail] = rest;
    if (head === undefined) return node;
    if (tail.length === 0) {
      const current = node[head];
      return { ...node, [head]: Array.isArray(current) ? [...new Set([...(current as string[]), value])] : value };
    }
    const child = node[head];
    if (Array.isArray(child)) {
      const [key, ...after] = tail;
      return {
        ...node,
        [head]: (child as TDraftRow[]).map((row) => (row._key === key ? ({ ...apply(row, after), _key: row._key } as TDraftRow) : row)),
      };
    }
    return { ...node, [head]: apply(typeof child === "object" && child !== null ? (child as TDraftNode) : {}, tail) };
  };
  return apply(draft, segments);
}
