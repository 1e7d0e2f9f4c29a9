import { List, Text } from "@mantine/core";
import { splitLines, type TResourceField } from "@weldtrace/domain";

/** How a field reads in a table cell: lines (standards) as bullets, long text clamped. */
export function FieldValue({ field, value }: { field: TResourceField; value: unknown }) {
  const text = value === null || value === undefined ? "" : String(value);
  if (field.kind === "lines") {
    const lines = splitLines(text);
    if (lines.length === 0) return null;
    return (
      <List size="sm" spacing={0} withPadding={false} listStyleType="disc" pl="md">
        {lines.map((line, index) => (
          // Lines may repeat; their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no id
          <List.Item key={index}>{line}</List.Item>
        ))}
      </List>
    );
  }
  if (field.kind === "textarea")
    return (
      <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-line" }}>
        {text}
      </Text>
    );
  return <Text size="sm">{text}</Text>;
}
