import { Fragment, options, type VNode } from 'preact';

/**
 * An empty string among an element's children (`{title && <p>…</p>}` with `title` '') shows
 * nothing, as null does, but Preact diffs it as a text node. When it turns into an element,
 * Preact takes a later sibling of the same tag for it and builds the siblings after it afresh:
 * a player or a form below loses its state, and a click aimed at it finds nothing. React keeps
 * each child in its place; Preact does so for null and false (holes). So here '' is a hole too
 * (docs/decisions.md#web).
 */
function emptyTextToHoles(children: unknown[]): void {
  for (let i = 0; i < children.length; i++) {
    const child = children[i];
    if (child === '') children[i] = null;
    else if (Array.isArray(child)) emptyTextToHoles(child);
  }
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  // a component's own children are its props, to read as given; they become holes where an
  // element or fragment renders them
  const { type, props } = vnode as VNode<{ children?: unknown }>;
  if ((typeof type === 'string' || type === Fragment) && Array.isArray(props.children)) {
    emptyTextToHoles(props.children);
  }
  previous?.(vnode);
};
