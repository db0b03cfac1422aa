/**
 * /admin/board ('Board', issue 39 item 6; admins and designers, a designer seeing its own leads):
 * one column per stage with its number of leads and sum of estimated values, the newest cards first
 * and "Load more" per column (the server's cursor). Filters (owner for admins, source, project type,
 * budget) live in the URL (useListQuery). A card moves to another stage by dragging it (HTML5 drag
 * and drop) or from the keyboard: focused, the left and right arrow keys move it to the neighbouring
 * column on screen (so right to left in Arabic), and its "Move to…" menu to any stage; an aria-live
 * line announces each move. Moving to Lost asks for the reason (LostDialog, as on the lead's page).
 * A move shows at once and is undone when the server refuses it; it is the lead's stage change
 * (changeLeadStage), audited there.
 */
import './leads.css';
import './board.css';
import { SwapOutlined, WarningOutlined } from '@ant-design/icons';
import { type BoardCard, type BoardColumn, type BoardFilters, boardFiltersSchema, LEAD_SOURCE_IDS, LEAD_STAGES, type LeadStage, optionIdsOf } from '@cabinetry/shared/contracts';
import { onboardingRoutes } from '@cabinetry/shared/contracts/api';
import { Button, Dropdown, Spin, Tag } from 'antd';
import { type DragEvent, type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import boardFiltersValidator from 'virtual:validator/boardFiltersSchema';
import { urlOf } from '../api/http';
import { LoadError } from '../../components/LoadError';
import { useToast } from '../../components/toast';
import { mayCall } from '../access';
import { useAdminUser } from '../adminContext';
import { getLeadBoardColumn, postLeadStage, useLeadBoard } from '../api/onboarding';
import { PageHeader } from '../components/bits';
import { FilterSelect, toOptions } from '../components/FilterSelect';
import { LostDialog } from '../components/LostDialog';
import { OwnerFilter } from '../components/OwnerFilter';
import { useAdminTranslation } from '../i18n/adminI18n';
import { useAdminDates } from '../lib/adminDates';
import { applyMove, type Move } from '../lib/board';
import { adminErrorMessage } from '../lib/errors';
import { useLeadWording } from '../lib/leads';
import { useUsd } from '../lib/money';
import { useListQuery } from '../useListQuery';

const DEFAULTS = {} satisfies BoardFilters;

/** One card: name (a link to the lead), project, budget, source, owner, value and flags; draggable, and movable from the keyboard. */
function Card({ card, stage, onMove, onDragStart, focusRef }: {
  card: BoardCard;
  stage: LeadStage;
  onMove: (card: BoardCard, from: LeadStage, to: LeadStage) => void;
  onDragStart: (card: BoardCard, from: LeadStage) => void;
  focusRef: (id: string) => (el: HTMLElement | null) => void;
}) {
  const { t, i18n } = useAdminTranslation();
  const words = useLeadWording();
  const dates = useAdminDates();
  const usd = useUsd();
  const name = card.name || t('leads.unnamed');
  const index = LEAD_STAGES.indexOf(stage);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.target !== e.currentTarget || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight')) return;
    // the neighbouring column on screen: columns flow right to left in Arabic
    const forward = (e.key === 'ArrowRight') === (i18n.dir() !== 'rtl');
    const to = LEAD_STAGES[index + (forward ? 1 : -1)];
    if (!to) return;
    e.preventDefault();
    onMove(card, stage, to);
  };

  return (
    <li>
      <article
        ref={focusRef(card.id)}
        className={`board-card${card.overdue ? ' board-card--overdue' : ''}`}
        tabIndex={0}
        aria-label={name}
        aria-describedby="board-hint"
        draggable
        onDragStart={(e: DragEvent<HTMLElement>) => {
          e.dataTransfer.setData('text/plain', card.id);
          e.dataTransfer.effectAllowed = 'move';
          onDragStart(card, stage);
        }}
        onKeyDown={onKeyDown}
      >
        <div className="board-card__head">
          <Link to={`/admin/leads/${card.id}`} className="leads-name board-card__name" draggable={false}>
            {name}
          </Link>
          <Dropdown
            trigger={['click']}
            menu={{
              items: LEAD_STAGES.filter((s) => s !== stage).map((s) => ({ key: s, label: t(`pipeline.stages.${s}`) })),
              onClick: ({ key }) => onMove(card, stage, key as LeadStage),
            }}
          >
            <Button size="small" type="text" icon={<SwapOutlined />} aria-label={t('board.moveLabel', { name })} title={t('board.moveTo')} />
          </Dropdown>
        </div>
        <div className="board-card__line">{[words.projectTypes(card.projectTypes), words.answer('budget', card.budget)].filter(Boolean).join(' · ')}</div>
        <div className="board-card__line muted">{[words.source(card.source), card.owner?.name ?? t('pipeline.noOwner')].filter(Boolean).join(' · ')}</div>
        <div className="board-card__flags">
          {card.estimatedValue !== null && <strong className="board-card__value">{usd(card.estimatedValue)}</strong>}
          {card.overdue && (
            <Tag color="red" icon={<WarningOutlined />}>
              {t('pipeline.overdue')}
            </Tag>
          )}
          {card.stale && <Tag color="orange">{t('pipeline.stale')}</Tag>}
          {card.nextActionDue && <span className="muted">{t('board.nextDue', { day: dates.dayMonth(card.nextActionDue) })}</span>}
        </div>
      </article>
    </li>
  );
}

export default function BoardPage() {
  const { t } = useAdminTranslation();
  const toast = useToast();
  const usd = useUsd();
  const user = useAdminUser();
  const words = useLeadWording();
  const mayFilterOwners = mayCall(user, onboardingRoutes.routes.setLeadOwner);
  const { query: filters, update, clear, filtered } = useListQuery(boardFiltersSchema, boardFiltersValidator, DEFAULTS);
  const { data, error, mutate } = useLeadBoard(filters);
  const filterKey = urlOf('getLeadBoard', { query: filters });
  // the pages loaded with "Load more", per column, for the filters they were loaded under
  const [more, setMore] = useState<{ key: string; columns: Partial<Record<LeadStage, Pick<BoardColumn, 'cards' | 'next'>>> }>({ key: filterKey, columns: {} });
  const [loadingMore, setLoadingMore] = useState<LeadStage | null>(null);
  const [moves, setMoves] = useState<Move[]>([]);
  const [dragging, setDragging] = useState<{ card: BoardCard; from: LeadStage } | null>(null);
  const [dropTarget, setDropTarget] = useState<LeadStage | null>(null);
  const [losing, setLosing] = useState<{ card: BoardCard; from: LeadStage } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<string | null>(null);

  const columns = useMemo(() => {
    if (!data) return null;
    const loaded = more.key === filterKey ? more.columns : {};
    const merged = data.columns.map((column) => {
      const extra = loaded[column.stage];
      if (!extra) return column;
      const shown = new Set(column.cards.map((c) => c.id));
      return { ...column, cards: [...column.cards, ...extra.cards.filter((c) => !shown.has(c.id))], next: extra.next };
    });
    return moves.reduce(applyMove, merged);
  }, [data, more, filterKey, moves]);

  /** Focuses the card just moved once it shows in its new column. */
  const focusRef = (id: string) => (el: HTMLElement | null) => {
    if (el && focusAfterMove.current === id) {
      focusAfterMove.current = null;
      el.focus();
    }
  };

  const stageName = (stage: LeadStage) => t(`pipeline.stages.${stage}`);

  /** Moves `card` at once, then asks the server (the lead's stage change); undone when it refuses. */
  async function move(card: BoardCard, from: LeadStage, to: LeadStage, lost?: { lostReasonId: string; lostNote: string }): Promise<void> {
    const name = card.name || t('leads.unnamed');
    focusAfterMove.current = card.id;
    setMoves((m) => [...m.filter((x) => x.card.id !== card.id), { card, from, to }]);
    try {
      await postLeadStage(card.id, { stage: to, ...lost });
    } catch (err) {
      focusAfterMove.current = card.id;
      setMoves((m) => m.filter((x) => x.card.id !== card.id));
      const failed = t('board.moveFailed', { name, stage: stageName(from) });
      setAnnouncement(failed);
      toast({ title: t('common.error'), description: adminErrorMessage(err, failed), variant: 'destructive' });
      return;
    }
    setAnnouncement(t('board.moved', { name, stage: stageName(to) }));
    await mutate();
    setMoves((m) => m.filter((x) => x.card.id !== card.id));
  }

  /** A move asked for by drag, arrow key or menu: Lost asks for the reason first. */
  const requestMove = (card: BoardCard, from: LeadStage, to: LeadStage) => {
    if (to === from) return;
    if (to === 'lost') setLosing({ card, from });
    else void move(card, from, to);
  };

  const loadMore = async (column: BoardColumn) => {
    if (!column.next) return;
    setLoadingMore(column.stage);
    try {
      const page = await getLeadBoardColumn(filters, column.stage, column.next);
      setMore((current) => {
        const kept = current.key === filterKey ? current.columns : {};
        const before = kept[column.stage]?.cards ?? [];
        return { key: filterKey, columns: { ...kept, [column.stage]: { cards: [...before, ...page.cards], next: page.next } } };
      });
    } catch (err) {
      toast({ title: t('common.error'), description: adminErrorMessage(err, t('board.loadMoreFailed')), variant: 'destructive' });
    } finally {
      setLoadingMore(null);
    }
  };

  const dropProps = (stage: LeadStage) => ({
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (!dragging || dragging.from === stage) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      if (dropTarget !== stage) setDropTarget(stage);
    },
    onDragLeave: (e: DragEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropTarget((s) => (s === stage ? null : s));
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      e.preventDefault();
      setDropTarget(null);
      if (dragging) requestMove(dragging.card, dragging.from, stage);
      setDragging(null);
    },
  });

  return (
    <div className="admin-page board-page">
      <PageHeader title={t('sections.board.label')} description={t('sections.board.description')} />
      <div className="admin-filters leads-filters" role="search">
        {mayFilterOwners && <OwnerFilter owner={filters.owner} withNone onChange={(owner) => update({ owner })} />}
        <FilterSelect label={t('leads.source')} placeholder={t('leads.anySource')} value={filters.source} options={toOptions(LEAD_SOURCE_IDS, words.source)} onChange={(v) => update({ source: v as BoardFilters['source'] })} />
        <FilterSelect label={t('leads.projectType')} placeholder={t('leads.allProjectTypes')} value={filters.projectType} options={toOptions(['kitchen', 'wardrobe'], (id) => words.projectTypes({ kitchen: id === 'kitchen', wardrobe: id === 'wardrobe' }))} onChange={(v) => update({ projectType: v as BoardFilters['projectType'] })} />
        <FilterSelect label={t('leads.budget')} placeholder={t('leads.anyBudget')} value={filters.budget} options={toOptions(optionIdsOf('budget'), (id) => words.answer('budget', id))} onChange={(v) => update({ budget: v as BoardFilters['budget'] })} />
        {filtered && (
          <Button type="link" onClick={clear}>
            {t('leads.clearFilters')}
          </Button>
        )}
      </div>
      <p id="board-hint" className="visually-hidden">
        {t('board.hint')}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {error && !columns ? (
        <LoadError message={adminErrorMessage(error, t('board.fetchFailed'))} onRetry={() => void mutate()} />
      ) : !columns ? (
        <div className="lead-loading">
          <Spin />
        </div>
      ) : (
        <div className="board" onDragEnd={() => { setDragging(null); setDropTarget(null); }}>
          {columns.map((column) => (
            <section key={column.stage} className={`board__column${dropTarget === column.stage ? ' board__column--target' : ''}`} aria-labelledby={`board-${column.stage}`} data-stage={column.stage} {...dropProps(column.stage)}>
              <header className="board__head">
                <h2 id={`board-${column.stage}`} className="board__title">
                  {stageName(column.stage)}
                </h2>
                <div className="board__totals muted">
                  <span>{t('board.count', { count: column.count })}</span>
                  {column.valueSum > 0 && <span>{t('board.valueSum', { value: usd(column.valueSum) })}</span>}
                </div>
              </header>
              {column.cards.length === 0 ? (
                <p className="board__empty muted">{t('board.empty')}</p>
              ) : (
                <ul className="board__cards">
                  {column.cards.map((card) => (
                    <Card key={card.id} card={card} stage={column.stage} onMove={requestMove} onDragStart={(c, from) => setDragging({ card: c, from })} focusRef={focusRef} />
                  ))}
                </ul>
              )}
              {column.next && (
                <Button className="board__more" type="link" loading={loadingMore === column.stage} onClick={() => void loadMore(column)}>
                  {t('board.loadMore')}
                </Button>
              )}
            </section>
          ))}
        </div>
      )}
      {losing && (
        <LostDialog
          open
          onCancel={() => {
            focusAfterMove.current = losing.card.id;
            setLosing(null);
          }}
          onConfirm={async (lostReasonId, lostNote) => {
            setLosing(null);
            await move(losing.card, losing.from, 'lost', { lostReasonId, lostNote });
          }}
        />
      )}
    </div>
  );
}
