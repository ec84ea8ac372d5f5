import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { DesktopMenu } from './DesktopMenu';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';

export function Header() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-content items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="hidden items-center gap-2 md:flex">
          <DesktopMenu />
          <Link to="/contact" className="btn btn-md btn-primary">
            Talk to us
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <MobileMenu />
      </div>
    </header>
  );
}
