// The sign-in app (auth.html), served to anyone: sign in, the second factor (entering a code, or
// setting it up — administrators must), choosing a password from a one-time link, and asking for a
// new link. Everything else of the back office is in the other entry, served to signed-in people only.
import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { mount } from '../shared/Provider.tsx';
import { focusHeading } from '../shared/ui.tsx';
import { useAddress } from './navigation.ts';
import { SignIn } from './SignIn.tsx';
import { SecondFactor } from './SecondFactor.tsx';
import { SetPassword } from './SetPassword.tsx';
import { ForgotPassword } from './ForgotPassword.tsx';

const TITLES: Record<string, string> = {
  '/admin/sign-in': 'Sign in',
  '/admin/second-factor': 'Second factor',
  '/admin/set-password': 'Choose a password',
  '/admin/forgot-password': 'Forgot your password?',
};

function Screen({ path }: { path: string }) {
  switch (path) {
    case '/admin/second-factor':
      return <SecondFactor />;
    case '/admin/set-password':
      return <SetPassword />;
    case '/admin/forgot-password':
      return <ForgotPassword />;
    default:
      return <SignIn />;
  }
}

function AuthApp() {
  const { path } = useAddress();
  const first = useRef(true);
  useEffect(() => {
    document.title = `${TITLES[path] ?? 'Sign in'} · Back office`;
    if (first.current) first.current = false;
    else focusHeading();
  }, [path]);
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Box as="header" bg="brand.900" color="white" px={{ base: '4', md: '6' }} py="3">
        <Text fontWeight="bold" fontSize="lg">
          Back office
        </Text>
      </Box>
      <Container as="main" id="main" maxW="md" py={{ base: '6', md: '12' }} px={{ base: '4', md: '6' }} flex="1">
        <Box bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" boxShadow="sm" p={{ base: '5', md: '8' }}>
          <Screen path={path} />
        </Box>
      </Container>
      <Box as="footer" px="4" py="4" textAlign="center" fontSize="sm" color="fg.muted">
        <Link href="/" color="fg.muted" textDecoration="underline">
          Go to the website
        </Link>
      </Box>
    </Box>
  );
}

mount(<AuthApp />);
