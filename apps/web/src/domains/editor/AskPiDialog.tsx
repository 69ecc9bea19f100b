import { AiStreamEventSchema } from '@keel/core';
import type { Editor } from '@tiptap/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '#web/app/store-context';
import { errorMessage } from '#web/lib/api-error';
import { Alert } from '#web/ui/Alert';
import { Button } from '#web/ui/Button';
import { Dialog } from '#web/ui/Dialog';
import { controlClassName } from '#web/ui/field-styles';
import { Icon } from '#web/ui/Icon';
import { Spinner } from '#web/ui/Spinner';
import type { AiScope } from './ai-scope';
import { answerToHtml } from './pi-answer';

/** Pi's quick actions: their names in `editor:pi.actions`, and the task each sends. */
const QUICK_ACTIONS = [
  { name: 'summarize', task: 'Summarize this text in a few sentences.' },
  { name: 'improve', task: 'Improve the writing of this text: clearer, correct, same meaning.' },
  { name: 'shorten', task: 'Make this text shorter, keeping what matters.' },
  { name: 'checklist', task: 'Turn this text into a checklist of tasks, as "- [ ] " lines.' },
] as const;
type QuickAction = (typeof QUICK_ACTIONS)[number]['name'] | 'translate' | 'draft';

/** One call at a time that can be stopped: starting one stops the last; unmounting stops it. */
function useStoppable() {
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );
  return {
    start: (): AbortSignal => {
      controller.current?.abort();
      controller.current = new AbortController();
      return controller.current.signal;
    },
    stop: () => {
      controller.current?.abort();
    },
  };
}

/** The text Pi works on: the selection, or the whole document when nothing is selected. */
function workText(editor: Editor): { text: string; isSelection: boolean } {
  const { from, to } = editor.state.selection;
  if (from !== to) return { text: editor.state.doc.textBetween(from, to, '\n'), isSelection: true };
  return { text: editor.getText({ blockSeparator: '\n' }), isSelection: false };
}

/**
 * Ask Pi (issue 19): quick actions or a free question about the selection (or the whole text);
 * the answer streams in under "Pi is generating response" and can be inserted below, put in
 * place of what it was asked about, or discarded. Escape stops the answer and closes.
 */
export function AskPiDialog({
  editor,
  scope,
  onClose,
}: {
  editor: Editor;
  scope: AiScope;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('editor');
  const api = useApi();
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState('');
  const [state, setState] = useState<'idle' | 'streaming' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);
  const answering = useStoppable();
  // What the answer replaces: the selection (or the document) when Pi was asked.
  const [target] = useState(() => {
    const { from, to } = editor.state.selection;
    return from === to ? null : { from, to };
  });
  const [work] = useState(() => workText(editor));

  const ask = (task: string) => {
    const signal = answering.start();
    setAnswer('');
    setError(null);
    setState('streaming');
    const path =
      scope.projectId === null
        ? `/api/workspaces/${encodeURIComponent(scope.slug)}/ai-assistant/`
        : `/api/workspaces/${encodeURIComponent(scope.slug)}/projects/${encodeURIComponent(scope.projectId)}/ai-assistant/`;
    api
      .postStream(
        path,
        { task, prompt: work.text },
        (event) => {
          const parsed = AiStreamEventSchema.safeParse(event);
          if (parsed.success) setAnswer((text) => text + parsed.data.delta);
        },
        signal,
      )
      .then(
        () => {
          setState('done');
        },
        (cause: unknown) => {
          if (signal.aborted) return;
          setError(errorMessage(cause, t('pi.failed')));
          setState('idle');
        },
      );
  };

  const run = (action: QuickAction) => {
    if (action === 'translate') {
      const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(i18n.language);
      ask(`Translate this text into ${language ?? 'English'}.`);
      return;
    }
    if (action === 'draft') {
      ask(
        `Draft a short description for a work item or page titled "${scope.title ?? ''}": the goal, what is in scope, and how to tell it is done.`,
      );
      return;
    }
    const quick = QUICK_ACTIONS.find((each) => each.name === action);
    if (quick) ask(quick.task);
  };

  const insert = (mode: 'below' | 'replace') => {
    const html = answerToHtml(answer);
    const chain = editor.chain().focus();
    if (mode === 'replace') {
      if (target) chain.insertContentAt(target, html).run();
      else chain.setContent(html).run();
    } else {
      const at = target?.to ?? editor.state.doc.content.size;
      chain.insertContentAt(at, html).run();
    }
    onClose();
  };

  const stop = () => {
    answering.stop();
    setState(answer === '' ? 'idle' : 'done');
  };

  const isEmpty = work.text.trim() === '';
  return (
    <Dialog
      isOpen
      onClose={() => {
        answering.stop();
        onClose();
      }}
      title={t('pi.title')}
      description={work.isSelection ? t('pi.onSelection') : t('pi.onDocument')}
    >
      <div className="flex flex-col gap-3" data-testid="ask-pi">
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={t('pi.quickActions')}>
          {!isEmpty &&
            [...QUICK_ACTIONS.map((each) => each.name), 'translate' as const].map((name) => (
              <Button
                key={name}
                size="sm"
                disabled={state === 'streaming'}
                onClick={() => {
                  run(name);
                }}
              >
                {t(`pi.actions.${name}`)}
              </Button>
            ))}
          {isEmpty && scope.title !== undefined && scope.title.trim() !== '' && (
            <Button
              size="sm"
              disabled={state === 'streaming'}
              onClick={() => {
                run('draft');
              }}
            >
              {t('pi.actions.draft')}
            </Button>
          )}
        </div>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (question.trim() !== '') ask(question.trim());
          }}
        >
          <input
            className={`${controlClassName()} min-w-0 flex-1`}
            aria-label={t('pi.questionLabel')}
            placeholder={t('pi.questionPlaceholder')}
            value={question}
            onChange={(event) => {
              setQuestion(event.target.value);
            }}
          />
          <Button
            type="submit"
            variant="primary"
            disabled={state === 'streaming' || question.trim() === ''}
          >
            {t('pi.ask')}
          </Button>
        </form>
        {error !== null && <Alert>{error}</Alert>}
        {state !== 'idle' && (
          <section
            aria-label={t('pi.answer')}
            aria-busy={state === 'streaming'}
            className="max-h-72 overflow-y-auto whitespace-pre-wrap rounded-md border border-subtle bg-surface-sunken p-3 text-base text-primary"
          >
            {state === 'streaming' && (
              <p role="status" className="mb-2 flex items-center gap-2 text-sm text-secondary">
                <Spinner size={14} />
                {t('pi.generating')}
              </p>
            )}
            {answer}
          </section>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          {state === 'streaming' ? (
            <Button variant="ghost" onClick={stop}>
              {t('pi.stop')}
            </Button>
          ) : (
            <Button variant="ghost" onClick={onClose}>
              {t('pi.discard')}
            </Button>
          )}
          {state === 'done' && answer !== '' && editor.isEditable && (
            <>
              <Button
                leadingIcon={<Icon name="plus" size={14} />}
                onClick={() => {
                  insert('below');
                }}
              >
                {t('pi.insert')}
              </Button>
              <Button
                variant="primary"
                leadingIcon={<Icon name="refresh" size={14} />}
                onClick={() => {
                  insert('replace');
                }}
              >
                {t('pi.replace')}
              </Button>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
