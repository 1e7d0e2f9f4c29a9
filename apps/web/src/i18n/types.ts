import type { en } from "./en";

type DeepString<T> = { [K in keyof T]: T[K] extends string ? string : DeepString<T[K]> };
/** The French catalogue must have exactly the English keys: a missing one fails the type check. */
export type TMessages = DeepString<typeof en>;
