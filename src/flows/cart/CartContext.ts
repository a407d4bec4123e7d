import { createFlowContext } from '@shared/flows/createFlowContext';

import { cartMachine } from '@machines/cart';

export const CartContext = createFlowContext(cartMachine);
