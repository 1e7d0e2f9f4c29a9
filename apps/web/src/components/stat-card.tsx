import { Card, Text } from "@mantine/core";

/** A figure with its label (and a detail line): the project page's and the dashboard's cards. */
export function StatCard({ label, value, detail, testId }: { label: string; value: string | number; detail?: string; testId: string }) {
  return (
    <Card withBorder padding="md" data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text size="xl" fw={700} data-testid={`${testId}-value`}>
        {value}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}
