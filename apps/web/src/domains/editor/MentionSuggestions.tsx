import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/ui/Avatar';
import type { MentionCandidate } from './mention-filter';
import { SuggestionList, type SuggestionMenuState, suggestionMenuRenderer } from './SuggestionMenu';

/** The open `@` list: who is offered, who is highlighted, where the `@` is, and how to pick. */
export type MentionMenuState = SuggestionMenuState<MentionCandidate>;

/** The `@` list's renderer: picking a person inserts their mention. */
export function mentionMenuRenderer(
  setMenu: (update: (menu: MentionMenuState | null) => MentionMenuState | null) => void,
) {
  return suggestionMenuRenderer<MentionCandidate>(setMenu, (props, candidate) => {
    props.command({ id: candidate.id, label: candidate.label });
  });
}

/** The floating list of people under the `@`. */
export function MentionSuggestions({ menu }: { menu: MentionMenuState }) {
  const { t } = useTranslation('editor');
  return (
    <SuggestionList
      menu={menu}
      label={t('mention.listLabel')}
      emptyText={t('mention.noMatches')}
      keyOf={(candidate) => candidate.id}
      renderItem={(candidate) => (
        <>
          <Avatar name={candidate.label} src={candidate.avatarUrl ?? null} size="sm" />
          <span className="truncate">{candidate.label}</span>
        </>
      )}
    />
  );
}
