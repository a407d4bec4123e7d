import { createActorContext } from '@xstate/react';

import { cartMachine } from '@machines/cart';

export const CartContext = createActorContext(cartMachine);
