import type { NodePath, PluginObj, types as t } from '@babel/core';

type Babel = { types: typeof t };

/** State-node keys that document a machine for people (diagrams, path tests), never read by the running app. */
const documentationKeys = new Set(['description', 'meta']);

const keyName = (types: typeof t, property: t.ObjectProperty) =>
  types.isIdentifier(property.key)
    ? property.key.name
    : types.isStringLiteral(property.key)
      ? property.key.value
      : undefined;

/**
 * Babel plugin for the production build: drops `description` and `meta` from the state nodes of every
 * `createMachine({...})` config (the root and, recursively, each entry of `states`) and from their transitions
 * (`on`, `after`, `always`, an invocation's `onDone` / `onError`). The diagrams, the model tests
 * and the dev server read the machines from source and keep them; the shipped JavaScript does not carry them (about
 * 180 sentences, docs/decisions.md, Delivery). Other objects inside a machine (context, assigned values) are not touched.
 */
export default function stripMachineDocs({ types }: Babel): PluginObj {
  /** A transition named by a constant of the module (one transition used for several events): its object literal. */
  const declared = (value: NodePath<t.Node | null | undefined>): NodePath<t.Node | null | undefined> => {
    if (!value.isIdentifier()) return value;
    const binding = value.scope.getBinding(value.node.name);
    if (binding?.kind !== 'const' || !binding.path.isVariableDeclarator()) return value;
    const init = binding.path.get('init');
    if (init.isTSAsExpression()) return init.get('expression');
    return init.isObjectExpression() ? init : value;
  };
  /** A transition (an object, or an array of them): its own description and meta go. */
  const stripTransitions = (value: NodePath) => {
    const transitions = value.isArrayExpression() ? value.get('elements') : [value];
    for (const named of transitions) {
      const transition = declared(named);
      if (!transition.isObjectExpression()) continue;
      for (const property of transition.get('properties')) {
        if (!property.isObjectProperty()) continue;
        const key = keyName(types, property.node);
        if (key && documentationKeys.has(key)) property.remove();
        // An invocation's outcomes are transitions too.
        else if (key === 'onDone' || key === 'onError' || key === 'onSnapshot') stripTransitions(property.get('value'));
      }
    }
  };
  /** `on` and `after`: an object of transitions by event or delay. */
  const stripTransitionMap = (value: NodePath) => {
    if (!value.isObjectExpression()) return;
    for (const entry of value.get('properties')) if (entry.isObjectProperty()) stripTransitions(entry.get('value'));
  };
  const stripStateNode = (node: NodePath<t.ObjectExpression>) => {
    for (const property of node.get('properties')) {
      if (!property.isObjectProperty()) continue;
      const key = keyName(types, property.node);
      if (key && documentationKeys.has(key)) property.remove();
      else if (key === 'on' || key === 'after') stripTransitionMap(property.get('value'));
      else if (key === 'always' || key === 'invoke' || key === 'onDone') stripTransitions(property.get('value'));
      else if (key === 'states') {
        const states = property.get('value');
        if (!states.isObjectExpression()) continue;
        for (const state of states.get('properties')) {
          if (!state.isObjectProperty()) continue;
          const stateNode = state.get('value');
          if (stateNode.isObjectExpression()) stripStateNode(stateNode);
        }
      }
    }
  };
  return {
    name: 'strip-machine-docs',
    visitor: {
      CallExpression(path) {
        const callee = path.node.callee;
        const name =
          types.isMemberExpression(callee) && types.isIdentifier(callee.property)
            ? callee.property.name
            : types.isIdentifier(callee)
              ? callee.name
              : undefined;
        if (name !== 'createMachine') return;
        const config = path.get('arguments')[0];
        if (config?.isObjectExpression()) stripStateNode(config);
      },
    },
  };
}
