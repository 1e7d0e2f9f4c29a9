import { Button, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconList } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { listPath, type TWebResource } from "../../components/resource/types";

/** The built-in guide of one list (spec §1: every item list has one), written from the resource's config. */
export function ResourceGuidePage({ resource }: { resource: TWebResource }) {
  const { t } = useTranslation();
  const entities = t(`resources.${resource.key}.many`);
  const searchedFields = resource.fields
    .filter((field) => resource.searchFields.includes(field.key))
    .map((field) => t(`resources.fields.${field.key}`).toLowerCase())
    .join(", ");
  const steps = [
    t("resources.guide.browse", { fields: searchedFields }),
    t("resources.guide.create"),
    resource.deleteOnly ? t("resources.guide.editDeleteOnly") : t("resources.guide.edit"),
    t("resources.guide.delete"),
  ];

  return (
    <>
      <PageHeader
        title={t("resources.guide.pageTitle", { entities })}
        crumbs={[
          { label: t("menu.userGuide"), to: "/user-guide" },
          { label: entities, to: listPath(resource) },
        ]}
        actions={
          <Button component={Link} to={listPath(resource)} variant="light" leftSection={<IconList size={16} />}>
            {t("resources.guide.openList")}
          </Button>
        }
      />
      <Paper withBorder p="md" maw={820} data-testid="user-guide">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={4}>{t("resources.guide.purposeTitle")}</Title>
            <Text>{t(`resources.${resource.key}.guide`)}</Text>
          </Stack>
          <Stack gap={4}>
            <Title order={4}>{t("resources.guide.howTitle")}</Title>
            <List spacing="xs">
              {steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
