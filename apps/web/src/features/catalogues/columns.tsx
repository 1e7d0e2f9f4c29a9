import { Badge } from "@mantine/core";
import { textColorOn } from "../../components/resource/fields/contrast";
import type { TResourceColumn } from "../../components/resource/resource-list";
import type { TWebResourceKey } from "../../components/resource/types";

/** The few lists whose columns differ from "one per field": written here, not as screens. */
export const COLUMN_OVERRIDES: Partial<Record<TWebResourceKey, readonly TResourceColumn[]>> = {
  // Spec: a tag is shown as a pill in its colour, with black or white text by brightness.
  workpieceTag: [
    {
      key: "label",
      render: (record) => {
        const color = typeof record.color === "string" ? record.color : "#ffffff";
        return (
          <Badge style={{ background: color, color: textColorOn(color), border: "1px solid var(--mantine-color-default-border)" }}>
            {String(record.label ?? "")}
          </Badge>
        );
      },
    },
  ],
};

/** Resources with an entry of their own in the main menu rather than under Settings. */
export const MAIN_MENU_RESOURCES: readonly TWebResourceKey[] = ["document"];
