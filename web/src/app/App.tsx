import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from '../lib/apollo';
import { Toaster } from '../ui/Toaster';
import { router } from './router';

const client = createApolloClient();

/** The app: one Apollo client, the route tree and the toaster (E). */
export function App() {
  return (
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </ApolloProvider>
  );
}
