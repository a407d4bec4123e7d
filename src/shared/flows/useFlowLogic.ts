import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { type NavigateTo, navigationWith } from './navigation';

/**
 * Binds a flow's machine once per mount: `bind` runs on the first render only, with a `navigate` that always uses
 * the router's current function (the machine's actions outlive renders). Everything `bind` reads (endpoints,
 * storage) is stable for the app's life, so nothing needs to be listed as a dependency.
 */
export function useFlowLogic<Logic>(bind: (navigate: NavigateTo) => Logic): Logic {
  const routerNavigate = useNavigate();
  const latest = useRef(routerNavigate);
  useEffect(() => {
    latest.current = routerNavigate;
  }, [routerNavigate]);
  const [logic] = useState(() => bind((params) => navigationWith(latest.current)(params)));
  return logic;
}

/** A machine's input read once, when the flow opens (storage, the page's address): the machine owns it from there. */
export function useOnce<Value>(read: () => Value): Value {
  const [value] = useState(read);
  return value;
}
