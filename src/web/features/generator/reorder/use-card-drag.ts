import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { CSSProperties } from 'react';

/**
 * One card as the pointer sees it: it can be dragged, and another card can be dropped on it to
 * take its place (docs/decisions/0630, 0790). The same node is both.
 */
export function useCardDrag(id: string) {
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });
  const style: CSSProperties | undefined = drag.transform
    ? { transform: `translate3d(${drag.transform.x}px, ${drag.transform.y}px, 0)`, position: 'relative', zIndex: 30 }
    : undefined;
  return {
    ref: (node: HTMLLIElement | null) => {
      drag.setNodeRef(node);
      drop.setNodeRef(node);
    },
    listeners: drag.listeners,
    style,
    isDragging: drag.isDragging,
    isOver: drop.isOver,
  };
}
