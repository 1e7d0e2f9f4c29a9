import { Anchor, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PageHeader } from "../../components/page-header";
import { guidePath } from "../../components/resource/types";
import { CATALOGUES } from "../catalogues/registry";

/** /user-guide: one link per list screen's guide. */
export function UserGuideIndexPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t("resources.guide.indexTitle")} crumbs={[{ label: t("menu.userGuide") }]} />
      <Paper withBorder p="md" maw={820} data-testid="user-guide-index">
        <Stack gap="md">
          <Text>{t("resources.guide.indexIntro")}</Text>
          <Stack gap={4}>
            <Title order={4}>{t("resources.guide.settingsSection")}</Title>
            <List spacing="xs">
              {CATALOGUES.map((resource) => (
                <List.Item key={resource.path}>
                  <Anchor component={Link} to={guidePath(resource)}>
                    {t(`resources.${resource.key}.many`)}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Stack>
      </Paper>
    </>
  );
}
